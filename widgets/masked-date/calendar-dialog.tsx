import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
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

/**
 * Screens this narrow show the calendar over the page, in the middle of the screen (masked-date.css):
 * a modal dialog, in the browser's top layer. A question inside a repeater item is inside the item's
 * content-visibility containment, which would otherwise place a fixed calendar in the middle of the
 * item (often off screen on a long item) and cut it off at the item's edges.
 */
const OVER_THE_PAGE = '(max-width: 480px)';

/** The press landed outside the dialog's own box: on a modal dialog's backdrop. */
function onBackdrop(dialog: HTMLElement, event: MouseEvent): boolean {
  if (event.target !== dialog) return false;
  const box = dialog.getBoundingClientRect();
  const { clientX: x, clientY: y } = event;
  return x < box.left || x > box.right || y < box.top || y > box.bottom;
}

/**
 * A date-picker dialog: beside the box on wider screens (non-modal), over the page on a phone
 * (modal). Escape, Close, a press outside it or the phone's back gesture closes it; picking a day
 * emits ISO.
 */
export function CalendarDialog({
  id,
  value,
  limits,
  month,
  containerRef,
  onPick,
  onClose,
}: CalendarDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);

  // Opened before the calendar focuses its day (a child's effect runs after this one).
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (window.matchMedia?.(OVER_THE_PAGE).matches) dialog.showModal();
    else dialog.show();
    return () => dialog.close();
  }, []);

  useEffect(() => {
    // DayPicker focuses the selected day or today; when neither can be picked, focus the dialog.
    const dialog = dialogRef.current;
    if (dialog && !dialog.contains(document.activeElement)) dialog.focus();
  }, []);

  useEffect(() => {
    const dialog = dialogRef.current;
    function onPointerDown(event: PointerEvent) {
      const container = containerRef.current;
      if (container && event.target instanceof Node && !container.contains(event.target)) onClose(false);
    }
    // A press beside a modal calendar (its backdrop) closes it once the press is over, so the focus
    // can go back to the calendar button.
    function onClick(event: MouseEvent) {
      if (dialog && onBackdrop(dialog, event)) onClose(true);
    }
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        event.preventDefault();
        onClose(true);
      }
    }
    // The browser's own request to close a modal dialog (a phone's back gesture): the widget closes it.
    function onCancel(event: Event) {
      event.preventDefault();
      onClose(true);
    }
    document.addEventListener('pointerdown', onPointerDown);
    dialog?.addEventListener('keydown', onKeyDown);
    dialog?.addEventListener('cancel', onCancel);
    dialog?.addEventListener('click', onClick);
    return () => {
      dialog?.removeEventListener('click', onClick);
      document.removeEventListener('pointerdown', onPointerDown);
      dialog?.removeEventListener('keydown', onKeyDown);
      dialog?.removeEventListener('cancel', onCancel);
    };
  }, [containerRef, onClose]);

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
        <button type="button" className="button button--secondary" onClick={() => onClose(true)}>
          Close
        </button>
      </div>
    </dialog>
  );
}
