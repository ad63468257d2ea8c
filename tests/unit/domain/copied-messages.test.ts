import { describe, expect, it } from 'vitest';
import type { Effect } from '#domain/effects/apply-effects.ts';
import { withoutCopiedEchoes } from '#domain/effects/copied-messages.ts';
import { quoteForm } from '#domain/schema/quote-form.ts';

const message = (path: string) => ({
  path,
  message: 'This field must be a valid UK postcode.',
  rule: 'pattern',
});

/** A van kept away from home (its overnight postcode copied) or at home (the home postcode copied). */
const keptAtHome = (atHome: boolean) => ({ vehicle: { kept_at_home: atHome } });

describe("a copied answer's message", () => {
  it("goes when the overnight postcode it copies has the same problem on the step (the quote form's effects)", () => {
    const both = [
      message('vehicle.postcode_of_overnight_vehicle_location'),
      message('vehicle.postcode_vehicle_kept'),
    ];
    expect(withoutCopiedEchoes(both, quoteForm.effects, keptAtHome(false))).toEqual([both[0]]);
  });

  it('stays when the copy is not the one the answers make (a van kept at home copies the home postcode)', () => {
    const both = [
      message('vehicle.postcode_of_overnight_vehicle_location'),
      message('vehicle.postcode_vehicle_kept'),
    ];
    expect(withoutCopiedEchoes(both, quoteForm.effects, keptAtHome(true))).toBe(both);
  });

  it('stays when its source has no message there, so a Continue never fails without saying why', () => {
    const alone = [message('vehicle.postcode_vehicle_kept'), message('vehicle.weight')];
    expect(withoutCopiedEchoes(alone, quoteForm.effects, keptAtHome(false))).toBe(alone);
  });

  it("matches a repeater item's copy with its own item's source only", () => {
    const effects: Effect[] = [
      { watch: 'drivers[*].same', when: true, copy: { from: 'drivers[*].a', to: 'drivers[*].b' } },
    ];
    const messages = [message('drivers.0.a'), message('drivers.0.b'), message('drivers.1.b')];
    expect(
      withoutCopiedEchoes(messages, effects, { drivers: [{ same: true }, { same: true }] }).map(
        (m) => m.path,
      ),
    ).toEqual(['drivers.0.a', 'drivers.1.b']);
  });
});
