/** SPEC.md 9: scrolling to a form error and to a section are both delayed 200 ms. */
export const SCROLL_DELAY_MS = 200;

/** After a failed Continue: bring the first error into view and put focus on its control. */
export function scrollToFirstError(): void {
  window.setTimeout(() => {
    const field = document.querySelector<HTMLElement>('.quote-step-form .field--error');
    if (!field) return;
    field.scrollIntoView({ behavior: 'smooth', block: 'center' });
    const control =
      field.querySelector<HTMLElement>('input:not([type=hidden]), select, textarea') ??
      field.querySelector<HTMLElement>('button:not(.help__toggle)');
    control?.focus({ preventScroll: true });
  }, SCROLL_DELAY_MS);
}

/** After moving to another step: bring its header to the top. */
export function scrollToStep(number: number): void {
  window.setTimeout(() => {
    const heading = document.getElementById(`step-${number}-heading`);
    heading?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    heading?.querySelector('button')?.focus({ preventScroll: true });
  }, SCROLL_DELAY_MS);
}
