/** Times a whole-step validation: the first call, then the median of ten repeats (in ms). */
export function timeValidation(validate: () => unknown): void {
  const t0 = performance.now();
  validate();
  const first = performance.now() - t0;
  const repeats: number[] = [];
  for (let i = 0; i < 10; i++) {
    const t = performance.now();
    validate();
    repeats.push(performance.now() - t);
  }
  repeats.sort((a, b) => a - b);
  (window as unknown as { benchResult: unknown }).benchResult = { first, repeat: repeats[5] };
}
