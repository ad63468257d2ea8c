import type { WidgetProps } from '@rjsf/utils';
import { storedText, TextInput } from '#widgets/shared/text-input.tsx';
import { phoneToValue } from './phone-value';

/**
 * A telephone box that accepts digits and a leading plus only, up to 11 characters; anything else
 * is dropped as it is typed or pasted. Emits the cleaned text, or undefined when empty.
 */
export function PhoneInputWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur } = props;
  return (
    <TextInput
      widget={props}
      size="short"
      type="tel"
      inputMode="tel"
      text={storedText(value)}
      autoComplete={(props.options.autocomplete as string | undefined) ?? 'tel'}
      placeholder={props.placeholder}
      onText={(text) => onChange(phoneToValue(text))}
      onLeave={() => onBlur(id, value)}
    />
  );
}

export default PhoneInputWidget;
