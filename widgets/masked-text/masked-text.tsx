import { useLayoutEffect, useRef } from 'react';
import { flushSync } from 'react-dom';
import type { WidgetProps } from '@rjsf/utils';
import { errorAttributes } from '#widgets/shared/a11y.ts';
import { useLazyMask, type AttachedMask } from '#widgets/shared/lazy-mask.ts';
import { conformToMask, isNumericMask, maskedToValue, toImaskOptions, unmaskedOf } from './mask-tokens';
import '#widgets/shared/controls.css';

interface MaskedTextOptions {
  mask?: string;
  unmask?: boolean;
  autocomplete?: string;
  inputMode?: 'text' | 'numeric';
}

/**
 * A text box shaped by a SPEC mask (ui:options.mask, e.g. '##-##-##'). Emits the masked text, or
 * without its literals when ui:options.unmask is true; undefined when empty. imask is fetched on the
 * box's first focus (docs/decisions/046); until then the box shows and emits what the mask would.
 */
export function MaskedTextWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur, onFocus, rawErrors, disabled, readonly, required } = props;
  const options = props.options as MaskedTextOptions;
  const mask = options.mask ?? '';
  const unmask = options.unmask === true;
  const text = typeof value === 'string' ? value : '';
  const input = useRef<HTMLInputElement>(null);
  const latest = useRef({ value, onChange });
  latest.current = { value, onChange };

  /** The value some text in the box means: shaped by the mask, without its literals if unmasked. */
  const valueOf = (shown: string) => maskedToValue(unmask ? unmaskedOf(mask, shown) : shown);
  const emit = (next: string | undefined) => {
    // imask reports outside React's event handling: render at once so older text never lands on new keys.
    if (next !== latest.current.value) flushSync(() => latest.current.onChange(next));
  };
  const { mask: attached, start } = useLazyMask(
    input,
    { ...toImaskOptions(mask), lazy: true },
    (m: AttachedMask) => emit(maskedToValue(unmask ? m.unmaskedValue : m.value)),
  );

  // The stored value into the box: through the mask once it is in (as react-imask did), else as the
  // mask would show it, unless the customer is typing in the plain box before the mask arrives.
  useLayoutEffect(() => {
    const m = attached.current;
    if (m) {
      if (unmask) m.unmaskedValue = text;
      else m.value = text;
      return;
    }
    const el = input.current;
    if (!el || el.ownerDocument.activeElement === el) return;
    const shown = conformToMask(mask, text);
    if (el.value !== shown) el.value = shown;
  }, [attached, text, mask, unmask]);

  return (
    <input
      ref={input}
      id={id}
      name={props.htmlName ?? id}
      type="text"
      className="vq-control vq-control--short"
      defaultValue={conformToMask(mask, text)}
      inputMode={options.inputMode ?? (isNumericMask(mask) ? 'numeric' : 'text')}
      autoComplete={options.autocomplete ?? 'off'}
      placeholder={props.placeholder || undefined}
      disabled={disabled}
      readOnly={readonly}
      required={required}
      {...errorAttributes(id, rawErrors)}
      onInput={(event) => {
        if (attached.current) return;
        // Before the mask is in: the value the mask will make of this text.
        start();
        const next = valueOf(conformToMask(mask, event.currentTarget.value));
        if (next !== latest.current.value) latest.current.onChange(next);
      }}
      onBlur={(event) => {
        // Left before the mask arrived: the box shows the text shaped as the mask will.
        if (!attached.current) event.currentTarget.value = conformToMask(mask, event.currentTarget.value);
        onBlur(id, value);
      }}
      onFocus={() => {
        start();
        onFocus(id, value);
      }}
    />
  );
}

export default MaskedTextWidget;
