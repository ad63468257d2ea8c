import type { WidgetProps } from '@rjsf/utils';
import { storedText, TextInput } from '#widgets/shared/text-input.tsx';
import { phoneOnLeaving, phoneWhileTyping } from './phone-value';

/**
 * A telephone box that takes the number as the customer writes it (+44, spaces, an extension), with
 * no length limit: nothing typed is dropped. When it is left, a valid UK number is shown and stored
 * in UK national format; anything else stays as typed, for the schema's phone message.
 */
export function PhoneInputWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur } = props;
  return (
    <TextInput
      tidiesAsTyped
      widget={props}
      size="medium"
      type="tel"
      inputMode="tel"
      text={storedText(value)}
      autoComplete={(props.options.autocomplete as string | undefined) ?? 'tel'}
      placeholder={props.placeholder}
      onText={(text) => onChange(phoneWhileTyping(text))}
      onLeave={(text) => {
        const stored = phoneOnLeaving(text);
        if (stored !== value) onChange(stored);
        onBlur(id, stored);
      }}
    />
  );
}

export default PhoneInputWidget;
