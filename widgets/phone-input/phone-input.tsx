import type { WidgetProps } from '@rjsf/utils';
import { errorAttributes } from '../shared/a11y';
import { phoneToValue } from './phone-value';
import '../shared/controls.css';

/**
 * A telephone box that accepts digits and a leading plus only, up to 11 characters; anything else
 * is dropped as it is typed or pasted. Emits the cleaned text, or undefined when empty.
 */
export function PhoneInputWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur, onFocus, rawErrors, disabled, readonly, required } = props;
  const autocomplete = (props.options.autocomplete as string | undefined) ?? 'tel';

  return (
    <input
      id={id}
      name={props.htmlName ?? id}
      type="tel"
      inputMode="tel"
      className="vq-control vq-control--short"
      value={typeof value === 'string' ? value : ''}
      autoComplete={autocomplete}
      placeholder={props.placeholder || undefined}
      disabled={disabled}
      readOnly={readonly}
      required={required}
      {...errorAttributes(id, rawErrors)}
      onChange={(event) => onChange(phoneToValue(event.target.value))}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
    />
  );
}

export default PhoneInputWidget;
