import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useIMask } from 'react-imask';
import type { WidgetProps } from '@rjsf/utils';
import { addDays, todayIso } from '#domain/dates.ts';
import { errorAttributes } from '#widgets/shared/a11y.ts';
import { Icon } from '#widgets/shared/icons.tsx';
// The calendar (react-day-picker and date-fns) is fetched the first time a customer opens one.
const CalendarDialog = lazy(() => import('./calendar-dialog').then((m) => ({ default: m.CalendarDialog })));
import {
  calendarLimits,
  isSelectable,
  openingMonth,
  optionsFromRules,
  type DateOptions,
} from './calendar-limits';
import { typedToValue, valueToDisplay } from './date-value';
import '#widgets/shared/controls.css';
import './masked-date.css';

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
  const containerRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const today = todayIso();
  const limits = calendarLimits(options, today);
  const dialogId = `${id}-calendar`;
  // The mask owns the box's text while the customer types (imask reports outside React's events,
  // so a text prop arriving a render late would land on newer keys); the form's value is written
  // into the box only while it does not have focus (a calendar pick, a quick choice, a reload).
  const focused = useRef(false);
  const latest = useRef({ value, onChange });
  latest.current = { value, onChange };
  const display = valueToDisplay(value);
  const maskInput = useIMask<HTMLInputElement>(
    { mask: '00/00/0000', lazy: true },
    {
      defaultValue: display,
      onAccept: (text) => {
        const next = typedToValue(text);
        if (next !== latest.current.value) latest.current.onChange(next);
      },
    },
  );
  const { maskRef } = maskInput;
  useEffect(() => {
    // Written to the mask itself: the hook's setValue leaves the old text when the value is cleared.
    if (!focused.current && maskRef.current && maskRef.current.value !== display)
      maskRef.current.value = display;
  }, [display, maskRef]);

  const emit = (next: string | undefined) => {
    if (next !== value) onChange(next);
  };

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) toggleRef.current?.focus();
  }, []);

  const quickChoices = [
    { label: 'Today', iso: today },
    { label: 'Tomorrow', iso: addDays(today, 1) },
  ];

  return (
    <div className="masked-date" ref={containerRef}>
      <div className="masked-date__row">
        <input
          ref={maskInput.ref}
          id={id}
          name={props.htmlName ?? id}
          className="vq-control masked-date__input"
          inputMode="numeric"
          autoComplete={options.autocomplete ?? 'off'}
          placeholder={props.placeholder || 'DD/MM/YYYY'}
          disabled={disabled}
          readOnly={readonly}
          required={required}
          {...errorAttributes(id, rawErrors)}
          onBlur={() => {
            focused.current = false;
            onBlur(id, value);
          }}
          onFocus={() => {
            focused.current = true;
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
        {open ? (
          <Suspense fallback={<span role="status">Loading calendar...</span>}>
            <CalendarDialog
              id={dialogId}
              value={value}
              limits={limits}
              month={openingMonth(value, limits, today)}
              containerRef={containerRef}
              onPick={(iso) => {
                emit(iso);
                close(true);
              }}
              onClose={close}
            />
          </Suspense>
        ) : null}
      </div>
      {options.quickChoices ? (
        <div className="masked-date__quick">
          {quickChoices.map((choice) => (
            <button
              key={choice.label}
              type="button"
              className="button button--secondary"
              disabled={disabled || readonly || !isSelectable(choice.iso, limits)}
              onClick={() => emit(choice.iso)}
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
