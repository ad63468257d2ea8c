/**
 * Times a whole-step validation: the first call, then a repeat: the median over 15 batches of 20
 * calls, each batch's time divided by 20 (in ms). A single repeat takes less than the page's timer
 * resolution (0.1 ms without cross-origin isolation), so it is timed in batches.
 */
export function timeValidation(validate: () => unknown): void {
  const t0 = performance.now();
  validate();
  const first = performance.now() - t0;
  const batches: number[] = [];
  for (let b = 0; b < 15; b++) {
    const t = performance.now();
    for (let i = 0; i < 20; i++) validate();
    batches.push((performance.now() - t) / 20);
  }
  batches.sort((a, b) => a - b);
  (window as unknown as { benchResult: unknown }).benchResult = { first, repeat: batches[7], all: batches };
}
