import type { WidgetProps } from '@rjsf/utils';
import { errorAttributes } from '../shared/a11y';
import { normaliseName, typedName } from './name-value';
import '../shared/controls.css';

/**
 * A forename or surname box that capitalises each word when it is left (SPEC.md 5.3).
 * The autocomplete attribute comes from ui:options.autocomplete (e.g. 'given-name').
 */
export function NameInputWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur, onFocus, rawErrors, disabled, readonly, required } = props;
  const autocomplete = props.options.autocomplete as string | undefined;

  return (
    <input
      id={id}
      name={props.htmlName ?? id}
      type="text"
      className="vq-control vq-control--medium"
      value={typeof value === 'string' ? value : ''}
      autoComplete={autocomplete}
      autoCapitalize="words"
      spellCheck={false}
      placeholder={props.placeholder || undefined}
      disabled={disabled}
      readOnly={readonly}
      required={required}
      {...errorAttributes(id, rawErrors)}
      onChange={(event) => onChange(typedName(event.target.value))}
      onBlur={(event) => {
        const normalised = normaliseName(event.target.value);
        if (normalised !== value) onChange(normalised);
        onBlur(id, normalised);
      }}
      onFocus={() => onFocus(id, value)}
    />
  );
}

export default NameInputWidget;
