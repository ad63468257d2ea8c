import { describe, expect, it } from 'vitest';
import type { Effect } from '#domain/effects/apply-effects.ts';
import { withoutCopiedEchoes } from '#domain/effects/copied-messages.ts';
import { quoteForm } from '#domain/schema/quote-form.ts';

const message = (path: string) => ({
  path,
  message: 'This field must be a valid UK postcode.',
  rule: 'pattern',
});

describe("a copied answer's message", () => {
  it("goes when the overnight postcode it copies has the same problem on the step (the quote form's effects)", () => {
    const both = [
      message('vehicle.postcode_of_overnight_vehicle_location'),
      message('vehicle.postcode_vehicle_kept'),
    ];
    expect(withoutCopiedEchoes(both, quoteForm.effects)).toEqual([both[0]]);
  });

  it('stays when its source has no message there, so a Continue never fails without saying why', () => {
    const alone = [message('vehicle.postcode_vehicle_kept'), message('vehicle.weight')];
    expect(withoutCopiedEchoes(alone, quoteForm.effects)).toBe(alone);
  });

  it("matches a repeater item's copy with its own item's source only", () => {
    const effects: Effect[] = [
      { watch: 'drivers[*].same', when: true, copy: { from: 'drivers[*].a', to: 'drivers[*].b' } },
    ];
    const messages = [message('drivers.0.a'), message('drivers.0.b'), message('drivers.1.b')];
    expect(withoutCopiedEchoes(messages, effects).map((m) => m.path)).toEqual(['drivers.0.a', 'drivers.1.b']);
  });
});
