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
});
