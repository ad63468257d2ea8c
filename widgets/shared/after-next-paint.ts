/**
 * Runs the task after the page has painted what the current event changed: the frame the customer
 * waits for is not held back by work they did not ask for, or not yet (the form taking a typed
 * answer; fetching and preparing the steps they may open next). Without frames (a hidden tab),
 * soon anyway.
 */
export function afterNextPaint(task: () => void): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    task();
  };
  if (typeof window.requestAnimationFrame === 'function')
    window.requestAnimationFrame(() => window.setTimeout(run, 0));
  window.setTimeout(run, 250);
}
