import type { WidgetProps } from '@rjsf/utils';
import { TextInput } from '#widgets/shared/text-input.tsx';
import { useTypedText } from '#widgets/shared/use-typed-text.ts';
import { numberToText, numberToValue } from './number-value';

/**
 * A whole-number box (values, weights, mileages, costs): numeric keyboard on phones, digits only,
 * ui:options.maxDigits (default 7, so 9,999,999) digits at most. Emits a number, or undefined.
 */
export function NumberInputWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur } = props;
  const maxDigits = typeof props.options.maxDigits === 'number' ? props.options.maxDigits : 7;
  const prefix = typeof props.options.prefix === 'string' ? props.options.prefix : null;
  const box = useTypedText(value, numberToText);
  const input = (
    <TextInput
      tidiesAsTyped
      widget={props}
      size="short"
      inputMode="numeric"
      autoComplete="off"
      text={box.text}
      onText={(text) => onChange(numberToValue(text, maxDigits, value as number | undefined))}
      onLeave={() => onBlur(id, value)}
    />
  );
  return prefix ? (
    <span className="vq-affix">
      <span aria-hidden="true">{prefix}</span>
      {input}
    </span>
  ) : (
    input
  );
}

export default NumberInputWidget;
