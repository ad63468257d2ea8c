import { useState } from 'react';

/**
 * The text of a box the customer types into. While the box has focus it keeps what was typed: the
 * form's value can arrive a render late on a big step, and writing it back would drop keystrokes.
 * Without focus, the box shows the form's value (a calendar pick, a copied answer, a reload).
 */
export function useTypedText(value: unknown, toText: (value: unknown) => string) {
  const [focused, setFocused] = useState(false);
  const [typed, setTyped] = useState(() => toText(value));
  const text = focused ? typed : toText(value);
  return {
    text,
    setText: setTyped,
    focus: () => {
      setTyped(toText(value));
      setFocused(true);
    },
    blur: () => setFocused(false),
  };
}
