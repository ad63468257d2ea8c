import type { WidgetProps } from '@rjsf/utils';
import { errorAttributes } from '../shared/a11y';
import { useTypedText } from '../shared/use-typed-text';
import { numberToText, numberToValue } from './number-value';
import '../shared/controls.css';

/**
 * A whole-number box (values, weights, mileages, costs): numeric keyboard on phones, digits only,
 * ui:options.maxDigits (default 7, so 9,999,999) digits at most. Emits a number, or undefined.
 */
export function NumberInputWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur, onFocus, rawErrors, disabled, readonly, required } = props;
  const maxDigits = typeof props.options.maxDigits === 'number' ? props.options.maxDigits : 7;
  const prefix = typeof props.options.prefix === 'string' ? props.options.prefix : null;
  const box = useTypedText(value, numberToText);
  const input = (
    <input
      id={id}
      name={props.htmlName ?? id}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      className="vq-control vq-control--short"
      value={box.text}
      disabled={disabled}
      readOnly={readonly}
      required={required}
      {...errorAttributes(id, rawErrors)}
      onChange={(event) =>
        onChange(numberToValue(event.target.value, maxDigits, value as number | undefined))
      }
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
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
