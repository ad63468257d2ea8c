import { describe, expect, it, vi } from 'vitest';
import getDecimalSeparator from '#forms/step-form/decimal-separator.ts';

describe("the number fields' decimal separator", () => {
  it("is the UK's full stop, whatever the browser's languages", () => {
    const intl = vi.spyOn(Intl, 'NumberFormat');
    vi.stubGlobal('navigator', { languages: ['de-DE'] });
    try {
      expect(getDecimalSeparator()).toBe('.');
      expect(intl).not.toHaveBeenCalled();
    } finally {
      vi.unstubAllGlobals();
      intl.mockRestore();
    }
  });
});
