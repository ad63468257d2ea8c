import { useEffect, useRef, type RefObject } from 'react';
import { DayPicker, type Matcher } from 'react-day-picker';
import { enGB } from 'react-day-picker/locale';
import { format, parseISO } from 'date-fns';
import { isIsoDate } from '#domain/dates.ts';
import type { CalendarLimits } from './calendar-limits';
import 'react-day-picker/style.css';

export interface CalendarDialogProps {
  id: string;
  /** The stored value; a real ISO date is shown as selected. */
  value: unknown;
  limits: CalendarLimits;
  /** First day (ISO) of the month to open on. */
  month: string;
  /** The widget's outer element: pointer presses outside it close the dialog. */
  containerRef: RefObject<HTMLElement | null>;
  onPick: (iso: string) => void;
  /** Close; `returnFocus` is false when the user pressed somewhere else on the page. */
  onClose: (returnFocus: boolean) => void;
}

/** A non-modal date-picker dialog: Escape or Close closes it, picking a day emits ISO. */
export function CalendarDialog({
  id,
  value,
  limits,
  month,
  containerRef,
  onPick,
  onClose,
}: CalendarDialogProps) {
  const dialogRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // DayPicker focuses the selected day or today; when neither can be picked, focus the dialog.
    const dialog = dialogRef.current;
    if (dialog && !dialog.contains(document.activeElement)) dialog.focus();
  }, []);

  useEffect(() => {
    function onPointerDown(event: PointerEvent) {
      const container = containerRef.current;
      if (container && event.target instanceof Node && !container.contains(event.target)) onClose(false);
    }
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        event.preventDefault();
        onClose(true);
      }
    }
    const dialog = dialogRef.current;
    document.addEventListener('pointerdown', onPointerDown);
    dialog?.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      dialog?.removeEventListener('keydown', onKeyDown);
    };
  }, [containerRef, onClose]);

  const disabled: Matcher[] = [];
  if (limits.earliest) disabled.push({ before: parseISO(limits.earliest) });
  if (limits.latest) disabled.push({ after: parseISO(limits.latest) });

  return (
    <div
      ref={dialogRef}
      id={id}
      role="dialog"
      aria-modal="false"
      aria-label="Choose date"
      tabIndex={-1}
      className="masked-date__dialog"
    >
      <DayPicker
        mode="single"
        captionLayout="dropdown"
        locale={enGB}
        weekStartsOn={1}
        // Opening the dialog moves focus into it (WAI-ARIA dialog pattern), onto the chosen day or today.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus
        selected={typeof value === 'string' && isIsoDate(value) ? parseISO(value) : undefined}
        defaultMonth={parseISO(month)}
        startMonth={new Date(limits.fromYear, 0, 1)}
        endMonth={new Date(limits.toYear, 11, 31)}
        disabled={disabled}
        onSelect={(day) => {
          if (day) onPick(format(day, 'yyyy-MM-dd'));
        }}
      />
      <div className="masked-date__dialog-actions">
        <button type="button" className="button button--secondary" onClick={() => onClose(true)}>
          Close
        </button>
      </div>
    </div>
  );
}
