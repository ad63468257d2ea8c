/**
 * Holds back a change of layout while a pointer is pressed. A field's message appears when the field
 * loses focus, and pressing a button (Continue, Add) takes the focus: shown at once, the message
 * would push the button down between the press and the release, and the click would land elsewhere
 * (issue 11.5). Shown after the release (and its click), the click goes where the customer aimed.
 */
let pressed = false;
let waiting: (() => void)[] = [];

function release() {
  pressed = false;
  // The click follows the release in the same task: run what waited after it.
  setTimeout(() => {
    const run = waiting;
    waiting = [];
    run.forEach((fn) => fn());
  }, 0);
}

if (typeof document !== 'undefined') {
  document.addEventListener('pointerdown', () => (pressed = true), true);
  document.addEventListener('pointerup', release, true);
  document.addEventListener('pointercancel', release, true);
}

/** Runs `fn` now, or once the pressed pointer is released. */
export function afterPointerRelease(fn: () => void): void {
  if (pressed) waiting.push(fn);
  else fn();
}
