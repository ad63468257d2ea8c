import { useEffect, useLayoutEffect, useRef } from 'react';
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
  onPick: (iso: string) => void;
  onClose: () => void;
}

/** The press landed outside the dialog's own box: on a modal dialog's backdrop. */
function onBackdrop(dialog: HTMLElement, event: MouseEvent): boolean {
  if (event.target !== dialog) return false;
  const box = dialog.getBoundingClientRect();
  const { clientX: x, clientY: y } = event;
  return x < box.left || x > box.right || y < box.top || y > box.bottom;
}

/**
 * A modal date-picker dialog in the middle of the screen, over the page (the browser's top layer):
 * Escape, Close, a press beside it or a phone's back gesture closes it; picking a day emits ISO. A
 * box under the date question instead was cut off by a repeater item's content-visibility
 * containment when the question was near the item's foot, and on a phone, where it was fixed to the
 * middle of the screen, that containment made the item its containing block: it opened in the
 * middle of the item, on a long item off the screen.
 */
export function CalendarDialog({ id, value, limits, month, onPick, onClose }: CalendarDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);

  // Opened before the calendar focuses its day (a child's effect runs after this one).
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    dialog.showModal();
    return () => dialog.close();
  }, []);

  useEffect(() => {
    // DayPicker focuses the selected day or today; when neither can be picked, focus the dialog.
    const dialog = dialogRef.current;
    if (dialog && !dialog.contains(document.activeElement)) dialog.focus();
  }, []);

  useEffect(() => {
    const dialog = dialogRef.current;
    // A press beside the calendar (on its backdrop) closes it once the press is over, so the focus
    // can go back to the calendar button.
    function onClick(event: MouseEvent) {
      if (dialog && onBackdrop(dialog, event)) onClose();
    }
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        event.preventDefault();
        onClose();
      }
    }
    // The browser's own request to close a modal dialog (a phone's back gesture): the widget closes it.
    function onCancel(event: Event) {
      event.preventDefault();
      onClose();
    }
    dialog?.addEventListener('keydown', onKeyDown);
    dialog?.addEventListener('cancel', onCancel);
    dialog?.addEventListener('click', onClick);
    return () => {
      dialog?.removeEventListener('click', onClick);
      dialog?.removeEventListener('keydown', onKeyDown);
      dialog?.removeEventListener('cancel', onCancel);
    };
  }, [onClose]);

  const disabled: Matcher[] = [];
  if (limits.earliest) disabled.push({ before: parseISO(limits.earliest) });
  if (limits.latest) disabled.push({ after: parseISO(limits.latest) });

  return (
    <dialog ref={dialogRef} id={id} aria-label="Choose date" tabIndex={-1} className="masked-date__dialog">
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
        <button type="button" className="button button--secondary" onClick={() => onClose()}>
          Close
        </button>
      </div>
    </dialog>
  );
}
