import { describe, expect, it } from 'vitest';
import { isSameOriginReturnUrl, sameOriginReturnPath } from '#server/providers/payment/return-url.ts';

const UUID = '1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed';
const OTHER = '9f0c1d2e-3a4b-4c5d-8e6f-708192a3b4c5';
const ORIGIN = 'https://vanquote.example';
const PATH = `/quote/payment-redirect?uuid=${UUID}`;

describe('isSameOriginReturnUrl', () => {
  it('accepts the relative payment-redirect path of this proposal', () => {
    expect(isSameOriginReturnUrl(PATH, UUID)).toBe(true);
  });

  it('accepts the absolute form on our own origin only', () => {
    expect(isSameOriginReturnUrl(`${ORIGIN}${PATH}`, UUID, ORIGIN)).toBe(true);
    expect(isSameOriginReturnUrl(`HTTPS://VANQUOTE.EXAMPLE${PATH}`, UUID, ORIGIN)).toBe(true);
    expect(isSameOriginReturnUrl(`${ORIGIN}${PATH}`, UUID)).toBe(false);
    expect(isSameOriginReturnUrl(`http://vanquote.example${PATH}`, UUID, ORIGIN)).toBe(false);
    expect(isSameOriginReturnUrl(`https://vanquote.example:8443${PATH}`, UUID, ORIGIN)).toBe(false);
  });

  it.each([
    ['another proposal', `/quote/payment-redirect?uuid=${OTHER}`],
    ['another path', `/quote/summary?uuid=${UUID}`],
    ['a longer path', `/quote/payment-redirect/x?uuid=${UUID}`],
    ['a trailing slash', `/quote/payment-redirect/?uuid=${UUID}`],
    ['no uuid', '/quote/payment-redirect'],
    ['an extra parameter', `${PATH}&next=https://evil.example`],
    ['a repeated uuid', `/quote/payment-redirect?uuid=${OTHER}&uuid=${UUID}`],
    ['a fragment', `${PATH}#x`],
    ['an encoded slash', `/quote%2Fpayment-redirect?uuid=${UUID}`],
    ['upper-case uuid', `/quote/payment-redirect?uuid=${UUID.toUpperCase()}`],
    ['protocol-relative', `//evil.example${PATH}`],
    ['a backslash trick', `/\\evil.example${PATH}`],
    ['another host', `https://evil.example${PATH}`],
    ['a look-alike host', `https://vanquote.example.evil.example${PATH}`],
    ['user info', `https://vanquote.example@evil.example${PATH}`],
    ['javascript:', `javascript:alert(1)//${PATH}`],
    ['data:', `data:text/html,${PATH}`],
    ['leading space', ` ${PATH}`],
    ['a newline', `${PATH}\n`],
    ['relative without slash', `quote/payment-redirect?uuid=${UUID}`],
    ['empty', ''],
  ])('refuses %s', (_name, url) => {
    expect(isSameOriginReturnUrl(url, UUID, ORIGIN)).toBe(false);
  });

  it('refuses a uuid that is not one, even when the path matches it', () => {
    expect(isSameOriginReturnUrl('/quote/payment-redirect?uuid=x&a=b', 'x&a=b')).toBe(false);
  });

  it('gives the relative path to store', () => {
    expect(sameOriginReturnPath(`${ORIGIN}${PATH}`, UUID, ORIGIN)).toBe(PATH);
    expect(sameOriginReturnPath(42, UUID, ORIGIN)).toBeNull();
  });
});
