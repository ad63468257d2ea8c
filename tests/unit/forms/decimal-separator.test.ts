import { describe, expect, it, vi } from 'vitest';
import getDecimalSeparator from '#forms/step-form/decimal-separator.ts';

describe("the number fields' decimal separator", () => {
  it("is the UK's full stop, without making a number formatter from the browser's languages", () => {
    const intl = vi.spyOn(Intl, 'NumberFormat');
    try {
      expect(getDecimalSeparator()).toBe('.');
      expect(intl).not.toHaveBeenCalled();
    } finally {
      intl.mockRestore();
    }
  });
});
