import type { HTMLAttributes } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { errorAttributes } from './a11y';
import './controls.css';

/** The RJSF props every text box passes on as they are. */
type BoxProps = Pick<
  WidgetProps,
  'id' | 'htmlName' | 'value' | 'disabled' | 'readonly' | 'required' | 'rawErrors' | 'onFocus'
>;

export interface TextInputProps {
  /** The widget's own props: id, name, state, errors and onFocus come from them. */
  widget: BoxProps;
  /** The box's width: short (postcodes, phones, numbers) or medium (names). */
  size: 'short' | 'medium';
  /** The text the box shows. */
  text: string;
  /** The customer typed or pasted: the widget emits the value this text means. */
  onText: (text: string) => void;
  /** The customer left the box with this text: the widget tidies it and reports blur. */
  onLeave: (text: string) => void;
  type?: 'text' | 'tel';
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  autoComplete?: string;
  autoCapitalize?: string;
  spellCheck?: boolean;
  maxLength?: number;
  placeholder?: string;
}

/** The string a text widget's stored value shows as ('' for anything else). */
export function storedText(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/**
 * The one `<input>` the text-like widgets share (name, phone, postcode, number): id and name as
 * RJSF gives them, the control's style, disabled/read-only/required, the error wiring and onFocus.
 * Each widget only says how its text becomes a value.
 */
export function TextInput(props: TextInputProps) {
  const { widget, size } = props;
  const { id, value, rawErrors } = widget;
  return (
    <input
      id={id}
      name={widget.htmlName ?? id}
      type={props.type ?? 'text'}
      inputMode={props.inputMode}
      className={`vq-control vq-control--${size}`}
      value={props.text}
      autoComplete={props.autoComplete}
      autoCapitalize={props.autoCapitalize}
      spellCheck={props.spellCheck}
      maxLength={props.maxLength}
      placeholder={props.placeholder || undefined}
      disabled={widget.disabled}
      readOnly={widget.readonly}
      required={widget.required}
      {...errorAttributes(id, rawErrors)}
      onChange={(event) => props.onText(event.target.value)}
      onBlur={(event) => props.onLeave(event.target.value)}
      onFocus={() => widget.onFocus(id, value)}
    />
  );
}
