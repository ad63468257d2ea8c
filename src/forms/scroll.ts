/** SPEC.md 9: scrolling to a form error and to a section are both delayed 200 ms. */
export const SCROLL_DELAY_MS = 200;

/**
 * Runs `move` (a scroll and a focus the customer did not ask for) after SCROLL_DELAY_MS, unless the
 * customer has moved on in the meantime (a press, a key, or the focus elsewhere): the page then
 * stays where they are, so a tap or a key made meanwhile is not moved from under them (a Find van
 * pressed just after a failed Continue landed on the page as it scrolled, and was lost).
 */
function unlessMovedOn(move: () => void): void {
  const focusBefore = document.activeElement;
  let pressed = false;
  const press = () => {
    pressed = true;
  };
  const options = { capture: true, passive: true } as const;
  window.addEventListener('pointerdown', press, options);
  window.addEventListener('keydown', press, options);
  window.setTimeout(() => {
    // The page may be gone by then (a test's document torn down, a page left).
    if (typeof document === 'undefined') return;
    window.removeEventListener('pointerdown', press, options);
    window.removeEventListener('keydown', press, options);
    const focusMoved = document.activeElement !== focusBefore && document.activeElement !== document.body;
    if (pressed || focusMoved) return;
    move();
  }, SCROLL_DELAY_MS);
}

/** After a failed Continue: bring the first error into view and put focus on its control. */
export function scrollToFirstError(): void {
  unlessMovedOn(() => {
    // The quote form keeps closed steps in the page, hidden (decision 047): the open step's error.
    const field = [...document.querySelectorAll<HTMLElement>('.quote-step-form .field--error')].find(
      (candidate) => !candidate.closest('[hidden]'),
    );
    if (!field) return;
    field.scrollIntoView({ behavior: 'smooth', block: 'center' });
    const control =
      field.querySelector<HTMLElement>('input:not([type=hidden]), select, textarea') ??
      field.querySelector<HTMLElement>('button:not(.help__toggle)');
    control?.focus({ preventScroll: true });
  });
}

/** After moving to another step: bring its header to the top and put focus on it. */
export function scrollToStep(number: number): void {
  unlessMovedOn(() => {
    const heading = document.getElementById(`step-${number}-heading`);
    heading?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    heading?.querySelector('button')?.focus({ preventScroll: true });
  });
}
