import { describe, expect, it } from 'vitest';
import { cardBrand, cardDigits, isLuhnValid } from '#server/providers/payment/luhn.ts';
import { TEST_CARDS, cardBehaviour } from '#server/providers/payment/test-cards.ts';

describe('Luhn check', () => {
  it.each(['4242424242424242', '5555555555554444', '378282246310005', '79927398713', '0'])(
    'accepts %s',
    (digits) => expect(isLuhnValid(digits)).toBe(true),
  );

  it.each(['4242424242424241', '4000000000000001', '79927398710', '1234567812345678', '', '42a2'])(
    'rejects %s',
    (digits) => expect(isLuhnValid(digits)).toBe(false),
  );

  it('passes every documented test card', () => {
    for (const card of TEST_CARDS) expect(isLuhnValid(card.number.replace(/\s/g, ''))).toBe(true);
  });
});

describe('typed card numbers', () => {
  it('drops the spaces and hyphens people type', () => {
    expect(cardDigits(' 4242 4242-4242 4242 ')).toBe('4242424242424242');
  });

  it('refuses other characters and lengths outside 12 to 19 digits', () => {
    expect(cardDigits('4242 4242 4242 424O')).toBeNull();
    expect(cardDigits('42424242424')).toBeNull();
    expect(cardDigits('42424242424242424242')).toBeNull();
    expect(cardDigits('')).toBeNull();
  });

  it('names the brand from the leading digits', () => {
    expect(cardBrand('4242424242424242')).toBe('Visa');
    expect(cardBrand('5555555555554444')).toBe('Mastercard');
    expect(cardBrand('2223003122003222')).toBe('Mastercard');
    expect(cardBrand('378282246310005')).toBe('American Express');
    expect(cardBrand('6011111111111117')).toBe('Card');
  });
});

describe('test card behaviours', () => {
  it('maps each documented card to its behaviour and any other number to success', () => {
    expect(cardBehaviour('4242424242424242')).toBe('success');
    expect(cardBehaviour('4000000000000002')).toBe('decline');
    expect(cardBehaviour('4000000000003220')).toBe('challenge');
    expect(cardBehaviour('4000000000000119')).toBe('error');
    expect(cardBehaviour('5555555555554444')).toBe('success');
  });
});
