/** A press of one of a screen's buttons: its words and what it does. */
interface Press {
  label: string;
  onPress(): void;
}

interface BackAndNextProps {
  back: Press;
  next: Press & {
    /** Off while the screen works on a press or waits for something (a price, the validators). */
    disabled?: boolean;
    /** Says so to a screen reader while the press is being worked on. */
    busy?: boolean;
  };
  /**
   * The screen's own form, when the buttons belong to one: they show with its questions, not before
   * (under "Loading questions..." they moved down as the questions came in, and the main button had
   * no validators to check the answers with); when its questions could not be loaded, only the way
   * back shows (decision 070).
   */
  form?: { ready: boolean; failed: boolean };
}

/** A buying screen's foot: a secondary button back, and the main button on (SPEC.md 1's layout). */
export function BackAndNext({ back, next, form }: BackAndNextProps) {
  if (form && !form.ready && !form.failed) return null;
  const goesOn = !form || form.ready;
  return (
    <div className="button-row">
      <button type="button" className="button button--secondary" onClick={back.onPress}>
        {back.label}
      </button>
      {goesOn ? (
        <button
          type="button"
          className="button"
          disabled={next.disabled}
          aria-busy={next.busy}
          onClick={next.onPress}
        >
          {next.label}
        </button>
      ) : null}
    </div>
  );
}
