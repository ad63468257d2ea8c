/**
 * Whether this browser may count its visit in the drop-off figures (docs/analytics.md): never when
 * the browser sends Do Not Track or Global Privacy Control, nor when the customer turned it off (the
 * choice is kept in this browser only).
 */

const OPT_OUT_KEY = 'vq.usageFiguresOff';

interface PrivacySignals {
  doNotTrack?: string | null;
  globalPrivacyControl?: boolean;
}

/** The browser asks sites not to track it (DNT: 1 or Sec-GPC: 1). */
export function browserRefusesTracking(
  nav: PrivacySignals | undefined = globalThis.navigator as PrivacySignals | undefined,
  win: PrivacySignals | undefined = globalThis as PrivacySignals,
): boolean {
  return nav?.doNotTrack === '1' || win?.doNotTrack === '1' || nav?.globalPrivacyControl === true;
}

export function customerOptedOut(): boolean {
  try {
    return globalThis.localStorage?.getItem(OPT_OUT_KEY) === 'true';
  } catch {
    return true;
  }
}

export function setCustomerOptedOut(off: boolean): void {
  try {
    if (off) localStorage.setItem(OPT_OUT_KEY, 'true');
    else localStorage.removeItem(OPT_OUT_KEY);
  } catch {
    // Storage refused (private mode): nothing is kept, and customerOptedOut() reads true.
  }
}

export const mayCountUsage = (): boolean => !browserRefusesTracking() && !customerOptedOut();
