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
