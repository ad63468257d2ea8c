/**
 * Times a whole-step validation of some answers: the first call; a repeat, the same answers object
 * again; and new answers, a copy of the same answers on every call (made before the clock starts).
 * Each of the last two is the median over 15 batches of 20 calls, each batch's time divided by 20
 * (in ms): a single call takes less than the page's timer resolution (0.1 ms without cross-origin
 * isolation), so it is timed in batches.
 */
export function timeValidation(validate: (data: unknown) => unknown, data: unknown): void {
  const t0 = performance.now();
  validate(data);
  const first = performance.now() - t0;
  const batches = (answers: (call: number) => unknown) => {
    const times: number[] = [];
    for (let b = 0; b < 15; b++) {
      const t = performance.now();
      for (let i = 0; i < 20; i++) validate(answers(b * 20 + i));
      times.push((performance.now() - t) / 20);
    }
    return times.sort((a, b) => a - b);
  };
  const repeat = batches(() => data);
  const copies = Array.from({ length: 300 }, () => structuredClone(data));
  const fresh = batches((call) => copies[call]);
  (window as unknown as { benchResult: unknown }).benchResult = {
    first,
    repeat: repeat[7],
    fresh: fresh[7],
    all: repeat,
  };
}
