import { useId, useRef, useState, type KeyboardEvent } from 'react';

/**
 * A question's help text (SPEC.md 2.6 tooltips) as a disclosure: a button that shows and hides it,
 * reached and worked by the keyboard; Escape closes it and gives focus back to the button (WCAG 1.4.13).
 */
export function HelpToggle({ text, question }: { text: string; question: string }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    setOpen(false);
    button.current?.focus();
  };
  return (
    <div className="help">
      <button
        ref={button}
        type="button"
        className="help__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={onKeyDown}
      >
        <span aria-hidden="true">?</span>
        <span className="visually-hidden">{`Help with: ${question}`}</span>
        <span aria-hidden="true"> Help</span>
      </button>
      <p id={panelId} className="help__text" hidden={!open}>
        {text}
      </p>
    </div>
  );
}
