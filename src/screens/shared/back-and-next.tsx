/** A press of one of a screen's buttons: its words and what it does. */
interface Press {
  label: string;
  onPress(): void;
}

interface BackAndNextProps {
  back: Press;
  /** None when the screen cannot go on (its questions could not be loaded). */
  next?: Press & {
    /** Off while the screen works on a press or waits for something (a price, the validators). */
    disabled?: boolean;
    /** Says so to a screen reader while the press is being worked on. */
    busy?: boolean;
  };
}

/** A buying screen's foot: a secondary button back, and the main button on (SPEC.md 1's layout). */
export function BackAndNext({ back, next }: BackAndNextProps) {
  return (
    <div className="button-row">
      <button type="button" className="button button--secondary" onClick={back.onPress}>
        {back.label}
      </button>
      {next ? (
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
