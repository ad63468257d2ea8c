/**
 * Work the customer should never wait for (building the steps they may open next, decision 049),
 * done one piece at a time once they have been still for a moment and the page is idle, so a key
 * or a click never lands behind it.
 */
const QUIET_MS = 1500;

let lastInput = -Infinity;
const queue: (() => void)[] = [];
let scheduled = false;

/** The customer pressed a key, a pointer or typed: quiet starts again from now. */
export function noteInput(): void {
  lastInput = performance.now();
}

function runNext(): void {
  scheduled = false;
  if (queue.length === 0) return;
  const wait = lastInput + QUIET_MS - performance.now();
  if (wait > 0) return schedule(wait);
  const idle = (run: () => void) =>
    typeof window.requestIdleCallback === 'function'
      ? window.requestIdleCallback(run, { timeout: 3000 })
      : window.setTimeout(run, 50);
  scheduled = true;
  idle(() => {
    scheduled = false;
    // Nothing left (its tasks were cancelled meanwhile, their steps gone): no more timers.
    if (queue.length === 0) return;
    if (performance.now() - lastInput < QUIET_MS) return schedule(QUIET_MS);
    queue.shift()?.();
    if (queue.length > 0) schedule(0);
  });
}

function schedule(delay: number): void {
  if (scheduled) return;
  scheduled = true;
  window.setTimeout(runNext, delay);
}

/** Runs the task once the customer is still and the page idle, after any queued before it. */
export function whenQuiet(task: () => void): () => void {
  queue.push(task);
  schedule(0);
  return () => {
    const at = queue.indexOf(task);
    if (at >= 0) queue.splice(at, 1);
  };
}

export { afterNextPaint } from '#widgets/shared/after-next-paint.ts';
