import { lazy, Suspense, useCallback, useLayoutEffect, useRef, useState } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { addDays, todayIso } from '#domain/dates.ts';
import { errorAttributes } from '#widgets/shared/a11y.ts';
import { FailureBoundary } from '#widgets/shared/failure-boundary.tsx';
import { Icon } from '#widgets/shared/icons.tsx';
import { useLazyMask } from '#widgets/shared/lazy-mask.ts';
import { conformToMask } from '#widgets/masked-text/mask-tokens.ts';
// The calendar (react-day-picker and date-fns) is fetched the first time a customer opens one.
const CalendarDialog = lazy(() => import('./calendar-dialog').then((m) => ({ default: m.CalendarDialog })));
// When that fetch fails (the connection dropped), the box still takes a typed date. A browser fails
// the same import again for the rest of the page's life, so the message does not offer a retry.
const CALENDAR_NOT_LOADED = (
  <p className="masked-date__not-loaded" role="alert">
    The calendar could not be loaded. Type the date in the box instead.
  </p>
);
import {
  calendarLimits,
  isSelectable,
  openingMonth,
  optionsFromRules,
  type DateOptions,
} from './calendar-limits';
import { afterSeparator, pastedDate, typedToValue, valueToDisplay } from './date-value';
import '#widgets/shared/controls.css';
import './masked-date.css';

/** The date's mask (imask's '0' is a digit) and the same in SPEC.md 1 tokens, for the box before it. */
const DATE_MASK = { mask: '00/00/0000', lazy: true };
const TYPED_DATE = '##/##/####';

/** What the date box takes: RJSF's widget props, or the same few from a screen outside a form. */
export type DateInputProps = Pick<
  WidgetProps,
  'id' | 'value' | 'onChange' | 'onBlur' | 'onFocus' | 'rawErrors' | 'disabled' | 'readonly' | 'required'
> & {
  /** The question's schema: its date rules limit the calendar. */
  schema: Record<string, unknown>;
  options?: DateOptions & { autocomplete?: string };
  htmlName?: string;
  placeholder?: string;
};

/**
 * A DD/MM/YYYY date: typed through a mask or picked from a calendar. Emits the ISO date once the
 * typed date is complete and real, the raw text while it is not, and undefined when empty. The
 * calendar's limits come from the schema's rules, then ui:options.
 */
export function DateInput(props: DateInputProps) {
  const { id, value, onChange, onBlur, onFocus, rawErrors, disabled, readonly, required } = props;
  const options = { ...optionsFromRules(props.schema), ...props.options };
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const today = todayIso();
  const limits = calendarLimits(options, today);
  const dialogId = `${id}-calendar`;
  // The mask owns the box's text while the customer types (imask reports outside React's events,
  // so a text prop arriving a render late would land on newer keys): the form's value is written
  // into the box while it does not have focus (a reload), and a date picked here (the calendar, a
  // quick choice) even while it does (a press that leaves the focus in the box: a browser that does
  // not focus a pressed button, a screen reader's activation).
  // imask itself is fetched on the box's first focus (docs/decisions/046): until then the box is a
  // plain input that shows and emits what the mask would.
  const focused = useRef(false);
  const latest = useRef({ value, onChange });
  latest.current = { value, onChange };
  // A date picked here that the box does not show yet.
  const picked = useRef<string | null>(null);
  const display = valueToDisplay(value);
  const input = useRef<HTMLInputElement>(null);
  const accept = (text: string) => {
    const next = typedToValue(text);
    if (next !== latest.current.value) latest.current.onChange(next);
  };
  const { mask: maskRef, start } = useLazyMask(input, DATE_MASK, (mask) => accept(mask.value));
  useLayoutEffect(() => {
    if (focused.current && picked.current !== latest.current.value) return;
    picked.current = null;
    // Written to the mask itself once it is in (so it knows its text), to the plain box before.
    if (maskRef.current) {
      if (maskRef.current.value !== display) maskRef.current.value = display;
    } else if (input.current && input.current.value !== display) input.current.value = display;
  }, [display, maskRef]);

  /** Text the widget puts in the box itself (a padded day, a pasted date): shown, then emitted. */
  const putText = (text: string) => {
    if (maskRef.current) maskRef.current.value = text;
    else if (input.current) input.current.value = conformToMask(TYPED_DATE, text);
    accept(maskRef.current?.value ?? input.current?.value ?? text);
  };
  const putTextRef = useRef(putText);
  putTextRef.current = putText;
  // A separator typed after a one-digit day or month pads it (afterSeparator). `beforeinput` is the
  // one event that says what a phone's keyboard types (its key events say "Unidentified").
  useLayoutEffect(() => {
    const box = input.current;
    if (!box) return;
    const onBeforeInput = (event: InputEvent) => {
      if (event.inputType !== 'insertText' || event.data === null) return;
      if (box.selectionStart !== box.value.length || box.selectionEnd !== box.value.length) return;
      const padded = afterSeparator(box.value, event.data);
      if (padded === null) return;
      event.preventDefault();
      putTextRef.current(padded);
    };
    box.addEventListener('beforeinput', onBeforeInput);
    return () => box.removeEventListener('beforeinput', onBeforeInput);
  }, []);

  /** A date picked from the calendar or a quick choice. */
  const pick = (next: string) => {
    picked.current = next;
    if (next !== value) onChange(next);
  };

  // A box or button of this date that had the focus when the date was disabled (a change being
  // stored: the payment option screen re-quotes) gets it back when the date is enabled again: a
  // disabled control loses the focus to the page, and a keyboard's next Tab started from the top.
  const root = useRef<HTMLDivElement>(null);
  const refocus = useRef<HTMLElement | null>(null);
  const wasDisabled = useRef(disabled);
  if (disabled && !wasDisabled.current) {
    const at = document.activeElement;
    if (at instanceof HTMLElement && root.current?.contains(at)) refocus.current = at;
  }
  wasDisabled.current = disabled;
  useLayoutEffect(() => {
    const target = refocus.current;
    if (disabled || !target) return;
    refocus.current = null;
    const at = document.activeElement;
    // A day of the calendar, gone with it: its button.
    const back = target.isConnected ? target : toggleRef.current;
    if (at === null || at === document.body) back?.focus();
  }, [disabled]);

  // The calendar closes and the focus goes back to its button, once the calendar is gone: while a
  // modal dialog is open the rest of the page cannot take the focus, and the press that closed it
  // (a day picked) left the focus on the page.
  const returnFocus = useRef(false);
  const close = useCallback(() => {
    returnFocus.current = true;
    setOpen(false);
  }, []);
  useLayoutEffect(() => {
    if (open || !returnFocus.current) return;
    returnFocus.current = false;
    const toggle = toggleRef.current;
    if (toggle?.disabled) refocus.current = toggle;
    else toggle?.focus();
  }, [open]);

  const quickChoices = [
    { label: 'Today', iso: today },
    { label: 'Tomorrow', iso: addDays(today, 1) },
  ];

  return (
    <div className="masked-date" ref={root}>
      <div className="masked-date__row">
        <input
          ref={input}
          id={id}
          name={props.htmlName ?? id}
          className="vq-control masked-date__input"
          inputMode="numeric"
          autoComplete={options.autocomplete ?? 'off'}
          placeholder={props.placeholder || 'DD/MM/YYYY'}
          disabled={disabled}
          readOnly={readonly}
          required={required}
          defaultValue={display}
          {...errorAttributes(id, rawErrors)}
          onInput={(event) => {
            if (maskRef.current) return;
            // Before the mask is in: the value the mask will make of this text.
            start();
            accept(conformToMask(TYPED_DATE, event.currentTarget.value));
          }}
          onBlur={(event) => {
            focused.current = false;
            // Left before the mask arrived: the box shows the text shaped as the mask will.
            if (!maskRef.current)
              event.currentTarget.value = conformToMask(TYPED_DATE, event.currentTarget.value);
            onBlur(id, value);
          }}
          onPaste={(event) => {
            const date = pastedDate(event.clipboardData.getData('text'));
            if (date === null) return;
            event.preventDefault();
            putText(date);
          }}
          onFocus={() => {
            focused.current = true;
            start();
            onFocus(id, value);
          }}
        />
        <button
          ref={toggleRef}
          type="button"
          className="masked-date__toggle"
          aria-label="Choose date"
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls={open ? dialogId : undefined}
          disabled={disabled || readonly}
          onClick={() => setOpen((isOpen) => !isOpen)}
        >
          <Icon name="calendar" width="24" height="24" />
        </button>
      </div>
      {open ? (
        <FailureBoundary failed={CALENDAR_NOT_LOADED}>
          <Suspense
            fallback={
              <p className="masked-date__loading" role="status">
                Loading calendar...
              </p>
            }
          >
            <CalendarDialog
              id={dialogId}
              value={value}
              limits={limits}
              month={openingMonth(value, limits, today)}
              onPick={(iso) => {
                pick(iso);
                close();
              }}
              onClose={close}
            />
          </Suspense>
        </FailureBoundary>
      ) : null}
      {options.quickChoices ? (
        <div className="masked-date__quick">
          {quickChoices.map((choice) => (
            <button
              key={choice.label}
              type="button"
              className="button button--secondary"
              disabled={disabled || readonly || !isSelectable(choice.iso, limits)}
              onClick={() => pick(choice.iso)}
            >
              {choice.label}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}

/** ui:widget "masked-date". */
export function MaskedDateWidget(props: WidgetProps) {
  return (
    <DateInput
      {...props}
      schema={props.schema as Record<string, unknown>}
      options={props.options as DateOptions}
    />
  );
}

export default MaskedDateWidget;
