import type { BrowserContext } from 'playwright-core';
import { completeRisk } from '#tests/support/examples.ts';

type Driver = Record<string, unknown> & { claims: object[]; convictions: object[] };

/** DESIGN.md 5's largest step: 5 additional drivers, each with 5 claims, 5 convictions and 5 medical conditions. */
export function largeRisk(): Record<string, unknown> {
  const risk = completeRisk() as { drivers: { additional_drivers: Driver[] } };
  const base = risk.drivers.additional_drivers[0];
  const driver = (i: number): Driver => ({
    ...base,
    forename: `Driver${'abcde'[i]}`,
    has_medical_conditions: true,
    medical_conditions: Array.from({ length: 5 }, () => ({ medical_condition: 'DI', dvla_notified: true })),
    claims: Array.from({ length: 5 }, () => ({ ...base.claims[0] })),
    convictions: Array.from({ length: 5 }, () => ({ ...base.convictions[0] })),
  });
  risk.drivers.additional_drivers = Array.from({ length: 5 }, (_, i) => driver(i));
  return risk as unknown as Record<string, unknown>;
}

/**
 * Opens every page of the context with the assumptions accepted and, on its first page load, the
 * largest risk as the quote form's draft with the Additional Drivers step open (later loads keep
 * what the customer did).
 */
export async function seedLargeDraft(context: BrowserContext): Promise<void> {
  const draft = { risk: largeRisk(), step: 3, furthestStep: 4, savedAt: new Date().toISOString() };
  await context.addInitScript((value) => {
    localStorage.setItem('vq.assumptionsAccepted', 'true');
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('vq.draft.new', value);
      sessionStorage.setItem('seeded', '1');
    }
  }, JSON.stringify(draft));
}
