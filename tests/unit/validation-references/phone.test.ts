import { describe, expect, it } from 'vitest';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import fullMetadata from 'libphonenumber-js/metadata.max.json';
import { normalisePhone } from '#domain/rules/phone.ts';
import { ruleFunctions } from '#domain/rules/rule-functions.ts';
import ukMetadata from '#domain/rules/uk-phone-metadata.json';
import { ukPhoneMetadata } from '../../../scripts/uk-phone-metadata';
import { otherCountries, phoneCases } from './phone.cases';

const passes = (text: string) => ruleFunctions.phone(text, true, undefined) === null;

describe('the phone rule agrees with libphonenumber on UK numbers (phone.cases.ts)', () => {
  it.each(phoneCases.map((c) => [c.text, c.valid] as const))('%j valid: %s', (text, valid) => {
    expect(passes(text)).toBe(valid);
  });

  it.each(phoneCases.filter((c) => c.stored).map((c) => [c.text, c.stored] as const))(
    '%j is stored as %j, which passes again',
    (text, stored) => {
      expect(normalisePhone(text)).toBe(stored);
      expect(passes(stored!)).toBe(true);
    },
  );

  it('gives every +44 case the verdict of the complete libphonenumber metadata', () => {
    const uk = phoneCases.filter((c) => !otherCountries.includes(c));
    const verdicts = uk.map((c) => {
      const number = parsePhoneNumberFromString(c.text, { defaultCountry: 'GB', extract: false });
      return [c.text, number?.isValid() === true];
    });
    expect(uk.map((c) => [c.text, passes(c.text)])).toEqual(verdicts);
  });

  it('keeps text that is not a valid UK number as it was typed', () => {
    expect(normalisePhone('0770 0900 12')).toBe('0770 0900 12');
    expect(normalisePhone('+33 1 45 45 32 45')).toBe('+33 1 45 45 32 45');
  });

  it("ships the +44 part of the installed libphonenumber-js metadata (else run 'npx tsx scripts/uk-phone-metadata.ts')", () => {
    expect(ukMetadata).toEqual(ukPhoneMetadata(fullMetadata));
  });
});
