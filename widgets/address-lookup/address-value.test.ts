import { describe, expect, it } from 'vitest';
import type { ErrorSchema } from '@rjsf/utils';
import {
  addressLines,
  canConfirmManual,
  fromManualEntry,
  fromSearchResult,
  isChosenAddress,
  nestedErrors,
  resultLabel,
  searchPostcode,
} from './address-value';

const result = {
  line1: '2 Park Row',
  line2: 'Floor 3',
  line3: '',
  line4: 'Leeds',
  line5: 'West Yorkshire',
  postcode: 'ls11ur',
};

describe('address values', () => {
  it('searches with spaces removed', () => {
    expect(searchPostcode(' ls1 1ur ')).toBe('LS11UR');
  });

  it('stores a search answer with line_N keys and a formatted postcode', () => {
    expect(fromSearchResult(result)).toEqual({
      postcode: 'LS1 1UR',
      line_1: '2 Park Row',
      line_2: 'Floor 3',
      line_3: '',
      line_4: 'Leeds',
      line_5: 'West Yorkshire',
    });
  });

  it('lists a search answer as line 1, line 2, line 4 and postcode', () => {
    expect(resultLabel(result)).toBe('2 Park Row, Floor 3, Leeds, ls11ur');
    expect(resultLabel({ ...result, line2: '' })).toBe('2 Park Row, Leeds, ls11ur');
  });

  it('confirms a manual entry only with line 1 and a UK postcode', () => {
    const entry = { line_1: '1 High St', line_4: 'York', line_5: '', postcode: 'YO1 7HH' };
    expect(canConfirmManual(entry)).toBe(true);
    expect(canConfirmManual({ ...entry, postcode: 'XX1' })).toBe(false);
    expect(canConfirmManual({ ...entry, line_1: ' ' })).toBe(false);
    expect(fromManualEntry({ ...entry, postcode: 'yo17hh' })).toEqual({
      postcode: 'YO1 7HH',
      line_1: '1 High St',
      line_2: '',
      line_3: '',
      line_4: 'York',
      line_5: '',
    });
  });

  it('shows the non-empty lines of a chosen address', () => {
    const address = fromSearchResult({ ...result, line2: '' });
    expect(isChosenAddress(address)).toBe(true);
    expect(isChosenAddress({})).toBe(false);
    expect(isChosenAddress(undefined)).toBe(false);
    expect(addressLines(address)).toEqual(['2 Park Row', 'Leeds', 'West Yorkshire', 'LS1 1UR']);
  });

  it("collects the messages under the field's properties, once each", () => {
    const errorSchema = {
      __errors: ['own'],
      line_1: { __errors: ['Please select an address.'] },
      postcode: { __errors: ['Please select an address.', 'This field must be a valid UK postcode.'] },
    } as unknown as ErrorSchema;
    expect(nestedErrors(errorSchema)).toEqual([
      'Please select an address.',
      'This field must be a valid UK postcode.',
    ]);
    expect(nestedErrors(undefined)).toEqual([]);
  });
});
