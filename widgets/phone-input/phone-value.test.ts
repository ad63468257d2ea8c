import { describe, expect, it } from 'vitest';
import { phoneOnLeaving, phoneWhileTyping } from './phone-value';

describe('phoneWhileTyping', () => {
  it('keeps the text exactly as typed, however long, and gives undefined for an empty box', () => {
    expect(phoneWhileTyping('+44 (0)113 496 0000 ext 12')).toBe('+44 (0)113 496 0000 ext 12');
    expect(phoneWhileTyping('077009001234567')).toBe('077009001234567');
    expect(phoneWhileTyping('  ')).toBeUndefined();
  });
});

describe('phoneOnLeaving', () => {
  it('stores a valid UK number in national format, with its extension', () => {
    expect(phoneOnLeaving(' +44 7400 123456 ')).toBe('07400 123456');
    expect(phoneOnLeaving('0044 113 496 0000 #12')).toBe('0113 496 0000 ext. 12');
  });

  it('keeps anything else as typed, trimmed with single spaces, and gives undefined for nothing', () => {
    expect(phoneOnLeaving(' 0770   0900 ')).toBe('0770 0900');
    expect(phoneOnLeaving('')).toBeUndefined();
  });
});
