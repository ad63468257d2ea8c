import { startTransition, useEffect, useLayoutEffect, useRef, useState, type HTMLAttributes } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { afterNextPaint } from './after-next-paint';
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
  /** The box's width: short (postcodes, phones, numbers), medium (names) or wide (free text, email). */
  size: 'short' | 'medium' | 'wide';
  /** The text the box shows. */
  text: string;
  /** The customer typed or pasted: the widget emits the value this text means. */
  onText: (text: string) => void;
  /** The customer left the box with this text: the widget tidies it and reports blur. */
  onLeave: (text: string) => void;
  /**
   * The widget changes the text as it is typed (upper case, grouped digits): the form takes each
   * key at once (in a transition), so the key's frame shows the tidied text. Other boxes give the
   * form the text after the key is painted.
   */
  tidiesAsTyped?: boolean;
  type?: 'text' | 'tel' | 'email';
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
 * What the box shows while the customer types: the box is the browser's own, so a key shows at once
 * without React rendering anything in the key's task, and the form takes the newest answer after
 * that key is painted, in a transition (React gives way to the next key): the key's frame holds only
 * the box (decision 053), unless the widget tidies the text as it is typed. Once the form has caught
 * up, the box is given the form's text again, so a widget's tidying (upper case, digits only) shows
 * as before, as does an answer changed from outside (an effect, a draft).
 */
function useTypedBox(formText: string, onText: (text: string) => void, tidiesAsTyped: boolean) {
  const input = useRef<HTMLInputElement>(null);
  const keys = useRef(0);
  /** The last key whose text the form was given. */
  const given = useRef(0);
  /** The last key whose text the form has taken (rendered). */
  const [settled, setSettled] = useState(0);
  const settledKey = useRef(0);
  settledKey.current = settled;
  // A box that has gone (its item removed) gives the form nothing more.
  useEffect(() => {
    given.current = keys.current;
    return () => {
      given.current = Number.POSITIVE_INFINITY;
    };
  }, []);
  // The box shows the form's text whenever the customer is not ahead of the form.
  useLayoutEffect(() => {
    const box = input.current;
    if (box && keys.current <= settledKey.current && box.value !== formText) box.value = formText;
  }, [formText, settled]);
  return {
    input,
    /** The customer typed keys the form has not taken yet. */
    pending: () => keys.current > settledKey.current,
    /** The form has the answer now (it was given synchronously). */
    settle: () => {
      given.current = keys.current;
      setSettled(keys.current);
    },
    type(text: string) {
      const key = ++keys.current;
      const give = () => {
        // A later key (or leaving the box) gives the form a newer text.
        if (key !== keys.current || given.current >= key) return;
        given.current = key;
        startTransition(() => {
          onText(text);
          setSettled(key);
        });
      };
      if (tidiesAsTyped) give();
      else afterNextPaint(give);
    },
  };
}

/**
 * The one `<input>` the text-like widgets share (name, phone, postcode, number): id and name as
 * RJSF gives them, the control's style, disabled/read-only/required, the error wiring and onFocus.
 * Each widget only says how its text becomes a value.
 */
export function TextInput(props: TextInputProps) {
  const { widget, size } = props;
  const { id, value, rawErrors } = widget;
  const box = useTypedBox(props.text, props.onText, Boolean(props.tidiesAsTyped));
  return (
    <input
      id={id}
      name={widget.htmlName ?? id}
      type={props.type ?? 'text'}
      inputMode={props.inputMode}
      className={`vq-control vq-control--${size}`}
      ref={box.input}
      defaultValue={props.text}
      autoComplete={props.autoComplete}
      autoCapitalize={props.autoCapitalize}
      spellCheck={props.spellCheck}
      maxLength={props.maxLength}
      placeholder={props.placeholder || undefined}
      disabled={widget.disabled}
      readOnly={widget.readonly}
      required={widget.required}
      {...errorAttributes(id, rawErrors)}
      onChange={(event) => box.type(event.target.value)}
      onBlur={(event) => {
        // Leaving before the form caught up: the answer as typed goes in first, then is tidied.
        if (box.pending()) {
          props.onText(event.target.value);
          box.settle();
        }
        props.onLeave(event.target.value);
      }}
      onFocus={() => widget.onFocus(id, value)}
    />
  );
}
