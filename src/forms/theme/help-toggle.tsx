import { useId, useState } from 'react';

/** A question's help text (SPEC.md 2.6 tooltips) as a disclosure: a button that shows and hides it. */
export function HelpToggle({ text, question }: { text: string; question: string }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className="help">
      <button
        type="button"
        className="help__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        <span aria-hidden="true">?</span>
        <span className="visually-hidden">Help with: {question}</span>
        <span aria-hidden="true"> Help</span>
      </button>
      <p id={panelId} className="help__text" hidden={!open}>
        {text}
      </p>
    </div>
  );
}
