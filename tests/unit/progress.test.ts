import { describe, expect, it } from 'vitest';
import { currentStepIndex, isProgressBarShown, progressSteps, stepLook } from '../../src/app/progress';
import { routes } from '../../src/app/route-table';

describe('progress bar rules (SPEC.md 2.2)', () => {
  it('has the five steps in order', () => {
    expect(progressSteps.map((s) => s.title)).toEqual([
      'Assumptions',
      'Your Details',
      'Quote',
      'Payment',
      'Complete',
    ]);
  });

  it.each([
    ['Assumptions', 0],
    ['QuoteCreateForm', 1],
    ['QuoteEditForm', 1],
    ['PaymentOption', 2],
    ['Addons', 2],
    ['Summary', 2],
    ['Instalments', 3],
    ['Payment', 3],
    ['Accepted', 3],
    ['PaymentRedirect', 3],
    ['Complete', 4],
  ] as const)('%s is at step %i', (route, index) => {
    expect(currentStepIndex(route)).toBe(index);
  });

  it('falls back to 0 for a route no step owns', () => {
    expect(currentStepIndex('Recall')).toBe(0);
    expect(currentStepIndex('NotFound')).toBe(0);
  });

  it('is hidden on Declined, Exception, Expired, InstalmentsDeclined, NotFound and Recall only', () => {
    const hidden = [...routes.map((r) => r.name), 'NotFound' as const].filter((n) => !isProgressBarShown(n));
    expect(hidden.sort()).toEqual([
      'Declined',
      'Exception',
      'Expired',
      'InstalmentsDeclined',
      'NotFound',
      'Recall',
    ]);
  });

  it('gives earlier steps the done look, the current step its own, later steps upcoming', () => {
    expect([0, 1, 2, 3, 4].map((i) => stepLook(i, 2))).toEqual([
      'done',
      'done',
      'current',
      'upcoming',
      'upcoming',
    ]);
  });
});
