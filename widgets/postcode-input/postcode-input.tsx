import type { WidgetProps } from '@rjsf/utils';
import { formatPostcode } from '#domain/patterns.ts';
import { storedText, TextInput } from '#widgets/shared/text-input.tsx';

/** A postcode box: upper-cased as typed, tidied to "AB1 2CD" when the customer leaves it. */
export function PostcodeInputWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur } = props;
  const text = storedText(value);
  return (
    <TextInput
      tidiesAsTyped
      widget={props}
      size="short"
      text={text}
      autoComplete="postal-code"
      autoCapitalize="characters"
      spellCheck={false}
      maxLength={8}
      onText={(typed) => onChange(typed.toUpperCase() || undefined)}
      onLeave={(typed) => {
        const shown = typed.toUpperCase();
        const tidy = shown ? formatPostcode(shown) : undefined;
        if (tidy !== value) onChange(tidy);
        onBlur(id, tidy);
      }}
    />
  );
}

export default PostcodeInputWidget;
