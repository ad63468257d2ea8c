import { describe, expect, it } from 'vitest';
import { todayIso } from '#domain/dates.ts';
import {
  CARD_MESSAGES,
  checkCardForm,
  isExpiryInPast,
  parseExpiry,
} from '#server/providers/payment/card-form.ts';

const TODAY = '2026-03-15';
const good = { card_number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', name: 'Jo Bloggs' };

describe('expiry dates', () => {
  it('reads MM/YY and the common variants', () => {
    expect(parseExpiry('04/29')).toEqual({ month: 4, year: 2029 });
    expect(parseExpiry(' 04 / 29 ')).toEqual({ month: 4, year: 2029 });
    expect(parseExpiry('0429')).toEqual({ month: 4, year: 2029 });
    expect(parseExpiry('04/2029')).toEqual({ month: 4, year: 2029 });
  });

  it.each(['13/29', '00/29', '4/29', '04-29', 'ab/cd', '', '04/299'])('refuses %j', (typed) => {
    expect(parseExpiry(typed)).toBeNull();
  });

  it('is valid to the end of its month and not after', () => {
    expect(isExpiryInPast({ month: 3, year: 2026 }, TODAY)).toBe(false);
    expect(isExpiryInPast({ month: 4, year: 2026 }, TODAY)).toBe(false);
    expect(isExpiryInPast({ month: 2, year: 2026 }, TODAY)).toBe(true);
    expect(isExpiryInPast({ month: 12, year: 2025 }, TODAY)).toBe(true);
  });

  it('turns the month at UK midnight, not UTC midnight', () => {
    // 23:30 UTC on 31 March 2026 is 00:30 on 1 April in London (BST).
    const london = todayIso(new Date('2026-03-31T23:30:00Z'));
    expect(isExpiryInPast({ month: 3, year: 2026 }, london)).toBe(true);
  });
});

describe('the card form', () => {
  it('accepts a good card and keeps only digits, brand and last four', () => {
    const result = checkCardForm(good, TODAY);
    expect(result).toEqual({ ok: true, card: { digits: '4242424242424242', brand: 'Visa', last4: '4242' } });
    expect(JSON.stringify(result)).not.toContain('123');
  });

  it('gives one message per field that needs attention', () => {
    const result = checkCardForm(
      { card_number: '4242 4242 4242 4241', expiry: '02/26', cvc: '12', name: '' },
      TODAY,
    );
    expect(result).toEqual({
      ok: false,
      errors: {
        card_number: CARD_MESSAGES.cardNumberInvalid,
        expiry: CARD_MESSAGES.expiryPast,
        cvc: CARD_MESSAGES.cvcInvalid,
        name: CARD_MESSAGES.nameMissing,
      },
      values: { expiry: '02/26', name: '' },
    });
  });

  it('asks for missing answers with their own messages', () => {
    const result = checkCardForm({}, TODAY);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.card_number).toBe(CARD_MESSAGES.cardNumberMissing);
    expect(result.errors.expiry).toBe(CARD_MESSAGES.expiryMissing);
  });

  it('accepts 3 or 4 digit security codes only', () => {
    expect(checkCardForm({ ...good, cvc: '1234' }, TODAY).ok).toBe(true);
    expect(checkCardForm({ ...good, cvc: '12345' }, TODAY).ok).toBe(false);
    expect(checkCardForm({ ...good, cvc: '12a' }, TODAY).ok).toBe(false);
  });

  it('refuses a badly formed expiry and a name with digits', () => {
    const result = checkCardForm({ ...good, expiry: '13/30', name: 'R2 D2' }, TODAY);
    expect(result.ok || result.errors).toEqual({
      expiry: CARD_MESSAGES.expiryFormat,
      name: CARD_MESSAGES.nameInvalid,
    });
  });

  it('never echoes the card number or security code back', () => {
    const result = checkCardForm({ ...good, expiry: 'xx' }, TODAY);
    expect(JSON.stringify(result)).not.toMatch(/4242|123/);
  });
});
