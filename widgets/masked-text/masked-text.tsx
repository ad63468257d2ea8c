import { flushSync } from 'react-dom';
import { IMaskInput } from 'react-imask';
import type { WidgetProps } from '@rjsf/utils';
import { errorAttributes } from '#widgets/shared/a11y.ts';
import { isNumericMask, maskedToValue, toImaskOptions } from './mask-tokens';
import '#widgets/shared/controls.css';

interface MaskedTextOptions {
  mask?: string;
  unmask?: boolean;
  autocomplete?: string;
  inputMode?: 'text' | 'numeric';
}

/**
 * A text box shaped by a SPEC mask (ui:options.mask, e.g. '##-##-##'). Emits the masked text, or
 * without its literals when ui:options.unmask is true; undefined when empty.
 */
export function MaskedTextWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur, onFocus, rawErrors, disabled, readonly, required } = props;
  const options = props.options as MaskedTextOptions;
  const mask = options.mask ?? '';
  const unmask = options.unmask === true;
  const text = typeof value === 'string' ? value : '';

  return (
    <IMaskInput
      {...toImaskOptions(mask)}
      unmask={unmask}
      lazy
      id={id}
      name={props.htmlName ?? id}
      type="text"
      className="vq-control vq-control--short"
      value={text}
      inputMode={options.inputMode ?? (isNumericMask(mask) ? 'numeric' : 'text')}
      autoComplete={options.autocomplete ?? 'off'}
      placeholder={props.placeholder || undefined}
      disabled={disabled}
      readOnly={readonly}
      required={required}
      {...errorAttributes(id, rawErrors)}
      onAccept={(next: string) => {
        const emitted = maskedToValue(next);
        // imask reports outside React's event handling: render at once so older text never lands on new keys.
        if (emitted !== value) flushSync(() => onChange(emitted));
      }}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
    />
  );
}

export default MaskedTextWidget;
