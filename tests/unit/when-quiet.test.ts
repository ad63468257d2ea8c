import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

describe('work done when the customer is quiet', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    vi.stubGlobal('window', globalThis);
    vi.resetModules();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('waits until there has been no input for 1.5 s, then runs one task per idle moment', async () => {
    const { noteInput, whenQuiet } = await import('#screens/quote-form/when-quiet.ts');
    const ran: string[] = [];
    noteInput();
    whenQuiet(() => ran.push('a'));
    whenQuiet(() => ran.push('b'));
    await vi.advanceTimersByTimeAsync(1000);
    noteInput(); // a key: quiet starts again
    await vi.advanceTimersByTimeAsync(1400);
    expect(ran).toEqual([]);
    await vi.advanceTimersByTimeAsync(200);
    expect(ran).toEqual(['a']);
    await vi.advanceTimersByTimeAsync(200);
    expect(ran).toEqual(['a', 'b']);
  });

  it('forgets a task cancelled before it ran', async () => {
    const { whenQuiet } = await import('#screens/quote-form/when-quiet.ts');
    const ran: string[] = [];
    const cancel = whenQuiet(() => ran.push('a'));
    whenQuiet(() => ran.push('b'));
    cancel();
    await vi.advanceTimersByTimeAsync(5000);
    expect(ran).toEqual(['b']);
  });

  it('sets no more timers once nothing is left to run: a page gone meanwhile has no window', async () => {
    const { noteInput, whenQuiet } = await import('#screens/quote-form/when-quiet.ts');
    const cancel = whenQuiet(() => undefined);
    await vi.advanceTimersByTimeAsync(10); // quiet: the task waits for an idle moment
    noteInput(); // a key meanwhile, then the task is cancelled (its step unmounted)
    cancel();
    vi.stubGlobal('window', undefined); // the page is gone (a test's environment torn down)
    await vi.advanceTimersByTimeAsync(5000);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('runs work after the next paint (a frame, then a task), once, and without frames soon anyway', async () => {
    const { afterNextPaint } = await import('#screens/quote-form/when-quiet.ts');
    const frames: (() => void)[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback));
    const ran: string[] = [];
    afterNextPaint(() => ran.push('a'));
    await vi.advanceTimersByTimeAsync(100);
    expect(ran).toEqual([]); // no frame painted yet
    frames.shift()?.();
    expect(ran).toEqual([]); // not inside the frame either
    await vi.advanceTimersByTimeAsync(0);
    expect(ran).toEqual(['a']);
    await vi.advanceTimersByTimeAsync(1000);
    expect(ran).toEqual(['a']); // the fallback does not run it twice
    afterNextPaint(() => ran.push('b')); // a hidden tab: no frame comes
    await vi.advanceTimersByTimeAsync(250);
    expect(ran).toEqual(['a', 'b']);
  });
});
