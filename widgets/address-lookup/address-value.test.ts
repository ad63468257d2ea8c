import { describe, expect, it } from 'vitest';
import type { ErrorSchema } from '@rjsf/utils';
import address from '#schemas/definitions/address.schema.json';
import {
  addressLines,
  addressMessagesOf,
  addressMessagesToShow,
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

describe('addressMessagesToShow', () => {
  const words = addressMessagesOf(address);
  const missing = ['Please enter your postcode.', 'Please select an address.'];

  it("takes the address schema's own words", () => {
    expect(words).toEqual({
      required: 'Please enter your postcode.',
      postcode: 'This field must be a valid UK postcode.',
      select: 'Please select an address.',
      unconfirmed: 'Please use either the postcode lookup or manual entry to proceed.',
    });
  });

  it('says nothing when the form has no message for the address', () => {
    expect(addressMessagesToShow([], { stage: 'search', postcode: '' }, words)).toEqual([]);
  });

  it('says the one thing missing where the customer is', () => {
    const at = (postcode: string) => addressMessagesToShow(missing, { stage: 'search', postcode }, words);
    expect(at('  ')).toEqual([words.required]);
    expect(at('LS1')).toEqual([words.postcode]);
    expect(at('ls1 1ur')).toEqual([words.select]);
    expect(addressMessagesToShow(missing, { stage: 'manual' }, words)).toEqual([words.unconfirmed]);
  });

  it("gives a chosen address's messages as they are, each once", () => {
    expect(addressMessagesToShow(['Too long', 'Too long'], { stage: 'chosen' }, words)).toEqual(['Too long']);
  });
});
