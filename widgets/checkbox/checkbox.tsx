import type { WidgetProps } from '@rjsf/utils';
import { errorAttributes } from '#widgets/shared/a11y.ts';

/**
 * A tick box (`ui:widget: 'checkbox'`): ticked is true, unticked false. The form's template puts the
 * question's label beside it; the box is described by its message only when it has one, so it never
 * points at text that is not there.
 */
export function CheckboxWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur, onFocus, rawErrors, disabled, readonly, required } = props;
  return (
    <input
      type="checkbox"
      id={id}
      name={props.htmlName ?? id}
      className="vq-checkbox"
      checked={value === true}
      disabled={disabled || readonly}
      aria-required={required || undefined}
      {...errorAttributes(id, rawErrors)}
      onChange={(event) => onChange(event.target.checked)}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
    />
  );
}

export default CheckboxWidget;
