import { describe, expect, it } from 'vitest';
import { quoteForm } from '#domain/schema/quote-form.ts';
import { shapeAt, shapeOf } from '#domain/schema/schema-walk.ts';
import { screenForms } from '#domain/schema/screen-forms.ts';

describe('shapeAt: the question a server message names, where a form asks it', () => {
  const instalments = screenForms.instalments.schema;
  const shape = shapeOf([instalments], instalments);

  it('finds a question and its group by their dotted path', () => {
    expect(shapeAt(shape, 'direct_debit.sort_code')?.kind).toBe('leaf');
    expect(shapeAt(shape, 'direct_debit')?.kind).toBe('object');
  });

  it('finds nothing where the form asks nothing', () => {
    expect(shapeAt(shape, 'direct_debit.payment_day')).toBeNull();
    expect(shapeAt(shape, 'payment_day')).toBeNull();
    expect(shapeAt(shape, 'direct_debit.sort_code.first')).toBeNull();
  });

  it('steps into a repeater by the item number, and only by a number', () => {
    const drivers = quoteForm.shape('4-additional-drivers');
    expect(shapeAt(drivers, 'drivers.additional_drivers.2.claims.0.claim_date')?.kind).toBe('leaf');
    expect(shapeAt(drivers, 'drivers.additional_drivers.first.claims')).toBeNull();
  });
});
