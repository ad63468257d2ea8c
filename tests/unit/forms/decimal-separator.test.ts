import { describe, expect, it, vi } from 'vitest';
import getDecimalSeparator from '#forms/step-form/decimal-separator.ts';

describe("the number fields' decimal separator", () => {
  it('is that of the languages given', () => {
    expect(getDecimalSeparator(['en-GB'])).toBe('.');
    expect(getDecimalSeparator(['de-DE'])).toBe(',');
  });

  it("reads the browser's languages once, and again after they change", () => {
    const languages = vi.fn(() => ['de-DE']);
    vi.stubGlobal('navigator', {
      get languages() {
        return languages();
      },
    });
    const listeners: (() => void)[] = [];
    vi.stubGlobal('window', { addEventListener: (_: string, l: () => void) => listeners.push(l) });
    vi.resetModules();
    return import('#forms/step-form/decimal-separator.ts').then(({ default: separator }) => {
      expect(separator()).toBe(',');
      expect(separator()).toBe(',');
      expect(languages).toHaveBeenCalledTimes(1);
      languages.mockReturnValue(['en-GB']);
      listeners.forEach((l) => l());
      expect(separator()).toBe('.');
      vi.unstubAllGlobals();
    });
  });
});
