import type { WidgetProps } from '@rjsf/utils';
import { formatPostcode } from '../../src/domain/patterns';
import { errorAttributes } from '../shared/a11y';
import '../shared/controls.css';

/** A postcode box: upper-cased as typed, tidied to "AB1 2CD" when the customer leaves it. */
export function PostcodeInputWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur, onFocus, rawErrors, disabled, readonly, required } = props;
  const text = typeof value === 'string' ? value : '';
  return (
    <input
      id={id}
      name={props.htmlName ?? id}
      type="text"
      autoComplete="postal-code"
      autoCapitalize="characters"
      spellCheck={false}
      maxLength={8}
      className="vq-control vq-control--short"
      value={text}
      disabled={disabled}
      readOnly={readonly}
      required={required}
      {...errorAttributes(id, rawErrors)}
      onChange={(event) => onChange(event.target.value.toUpperCase() || undefined)}
      onBlur={() => {
        const tidy = text ? formatPostcode(text) : undefined;
        if (tidy !== value) onChange(tidy);
        onBlur(id, tidy);
      }}
      onFocus={() => onFocus(id, value)}
    />
  );
}

export default PostcodeInputWidget;
