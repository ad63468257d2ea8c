// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFunnelReporter } from '#api/funnel-reporter.ts';
import { browserRefusesTracking, mayCountUsage, setCustomerOptedOut } from '#api/usage-consent.ts';

type Sent = { url: string; keepalive: boolean; events: unknown[]; headers: Record<string, string> };

function recorder() {
  const sent: Sent[] = [];
  const fetchImpl = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    sent.push({
      url: String(url),
      keepalive: init?.keepalive === true,
      events: (JSON.parse(String(init?.body)) as { events: unknown[] }).events,
      headers: init?.headers as Record<string, string>,
    });
    return new Response(null, { status: 204 });
  }) as unknown as typeof fetch;
  return { sent, fetchImpl };
}

const hide = () => {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
};

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
});

describe('the visit reporter (docs/analytics.md)', () => {
  it('sends places reached and completed once a visit, in one batch a few seconds later', async () => {
    const { sent, fetchImpl } = recorder();
    const reporter = createFunnelReporter({ allowed: () => true, fetchImpl, intervalMs: 5000 });
    reporter.enter('1-about-your-van');
    reporter.question('1-about-your-van', 'vehicle.weight');
    reporter.complete('1-about-your-van');
    reporter.enter('2-your-driving-history');
    reporter.enter('1-about-your-van'); // Back: already reached this visit
    reporter.complete('1-about-your-van');
    expect(sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(5000);
    expect(sent).toHaveLength(1);
    expect(sent[0].url).toBe('/api/events');
    expect(sent[0].headers['X-Requested-With']).toBe('XMLHttpRequest');
    expect(sent[0].events).toEqual([
      { kind: 'step_reached', step: '1-about-your-van' },
      { kind: 'question_answered', step: '1-about-your-van', question: 'vehicle.weight' },
      { kind: 'step_completed', step: '1-about-your-van' },
      { kind: 'step_reached', step: '2-your-driving-history' },
    ]);
  });

  it('reports the place the customer was on when the page closes, with a request that outlives it', () => {
    const { sent, fetchImpl } = recorder();
    const reporter = createFunnelReporter({ allowed: () => true, fetchImpl });
    const stop = reporter.watchPage();
    reporter.page('Summary');
    window.dispatchEvent(new Event('pagehide'));
    expect(sent).toHaveLength(1);
    expect(sent[0].keepalive).toBe(true);
    expect(sent[0].events).toEqual([
      { kind: 'step_reached', step: 'Summary' },
      { kind: 'step_abandoned', step: 'Summary' },
    ]);
    stop();
  });

  it('counts a visit that goes on after a full page load (to the card payment and back) as one', () => {
    const { sent, fetchImpl } = recorder();
    const first = createFunnelReporter({ allowed: () => true, fetchImpl });
    const stopFirst = first.watchPage();
    first.page('Summary');
    window.dispatchEvent(new Event('pagehide'));
    stopFirst();
    // The next page of the same tab: the Summary was not left after all, and is completed.
    const second = createFunnelReporter({ allowed: () => true, fetchImpl });
    second.page('Payment');
    second.page('Summary');
    const stopSecond = second.watchPage();
    hide();
    stopSecond();
    expect(sent.flatMap((s) => s.events)).toEqual([
      { kind: 'step_reached', step: 'Summary' },
      { kind: 'step_abandoned', step: 'Summary' },
      { kind: 'step_returned', step: 'Summary' },
      { kind: 'step_completed', step: 'Summary' },
      { kind: 'step_reached', step: 'Payment' },
    ]);
  });

  it('counts a page completed when the customer moves on to a later one, not on Back', () => {
    const { sent, fetchImpl } = recorder();
    const reporter = createFunnelReporter({ allowed: () => true, fetchImpl });
    reporter.page('Assumptions');
    reporter.page('QuoteCreateForm');
    reporter.page('PaymentOption');
    reporter.page('QuoteEditForm');
    reporter.page('Declined');
    reporter.page('Addons');
    const stop = reporter.watchPage();
    hide();
    stop();
    expect(sent.flatMap((s) => s.events)).toEqual([
      { kind: 'step_reached', step: 'Assumptions' },
      { kind: 'step_completed', step: 'Assumptions' },
      { kind: 'step_reached', step: 'PaymentOption' },
      { kind: 'step_completed', step: 'PaymentOption' },
      { kind: 'step_reached', step: 'Addons' },
    ]);
  });

  it('sends what is queued when the page is hidden, and nothing is left behind on Complete', () => {
    const { sent, fetchImpl } = recorder();
    const reporter = createFunnelReporter({ allowed: () => true, fetchImpl });
    const stop = reporter.watchPage();
    reporter.page('Complete');
    hide();
    expect(sent.map((s) => s.events)).toEqual([[{ kind: 'step_reached', step: 'Complete' }]]);
    window.dispatchEvent(new Event('pagehide'));
    expect(sent).toHaveLength(1);
    stop();
  });

  it('sends nothing once the customer turns the figures off, nor with Do Not Track or GPC', async () => {
    const { sent, fetchImpl } = recorder();
    const reporter = createFunnelReporter({ allowed: mayCountUsage, fetchImpl });
    setCustomerOptedOut(true);
    reporter.enter('Assumptions');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sent).toEqual([]);
    expect(browserRefusesTracking({ doNotTrack: '1' }, {})).toBe(true);
    expect(browserRefusesTracking({ globalPrivacyControl: true }, {})).toBe(true);
    expect(browserRefusesTracking({}, { doNotTrack: '1' })).toBe(true);
    expect(browserRefusesTracking({ doNotTrack: '0' }, {})).toBe(false);
    setCustomerOptedOut(false);
    expect(mayCountUsage()).toBe(true);
  });

  it('drops a report the server refuses, without an error on the page', async () => {
    const fetchImpl = vi.fn(async () => {
      throw new TypeError('network down');
    }) as unknown as typeof fetch;
    const reporter = createFunnelReporter({ allowed: () => true, fetchImpl, intervalMs: 10 });
    reporter.enter('Addons');
    await vi.advanceTimersByTimeAsync(20);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });
});
