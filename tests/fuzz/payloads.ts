/**
 * The fuzz payloads: a pure function of (seed, index, context), so any one is replayed alone. Every
 * call of SPEC.md 7 (from `calls`, never retyped) and the card sandbox's pages are reached, with real
 * and bogus path values, and a proposal cookie so proposal calls get past the 404.
 *
 * A payload says what it expects:
 * - 'refuse': bad input; any 2xx is a failure (risk mutations: unless the bad value was not stored);
 * - 'drop':   a good body with unknown or prototype keys; a 2xx is fine if none of them is stored;
 * - 'any':    a read, or a body the call ignores; only a 5xx or a write is a failure.
 */
import { calls, type CallName } from '#domain/contract/calls.ts';
import { manualVehicleFields } from '#domain/contract/lookups.ts';
import { SANDBOX_TEST_VALUES } from '#server/providers/credit/index.ts';
import { PAYMENT_PAGE_PREFIX, returnPathFor } from '#server/providers/payment/index.ts';
import { ASSETS_PREFIX } from '#server/providers/payment/page-assets.ts';
import { MARKER, RawJson, brief, clone, getAt, objectOf, setAt, toJson, type Path } from './json-tools.ts';
import { Random, subSeed } from './prng.ts';
import { applyMutation, type RiskMutation } from './risk-mutations.ts';

/** The card sandbox's own pages (server/providers/payment/README.md), beside the SPEC.md 7 calls. */
export const sandboxCalls = {
  sandboxPage: { method: 'GET', path: `${PAYMENT_PAGE_PREFIX}:payment_id` },
  sandboxCard: { method: 'POST', path: `${PAYMENT_PAGE_PREFIX}:payment_id` },
  sandboxChallenge: { method: 'POST', path: `${PAYMENT_PAGE_PREFIX}:payment_id/challenge` },
  sandboxAsset: { method: 'GET', path: `${ASSETS_PREFIX}:file` },
} as const;

export type EndpointName = CallName | keyof typeof sandboxCalls;
export const endpoints: Record<EndpointName, { method: string; path: string }> = {
  ...calls,
  ...sandboxCalls,
};
export const endpointNames = Object.keys(endpoints) as EndpointName[];

export type Expectation = 'refuse' | 'drop' | 'any';
export type MutationTarget = 'create' | 'update' | 'quote';

export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
  remoteAddress: string;
}

export interface Payload {
  index: number;
  endpoint: EndpointName | 'unrouted';
  family: string;
  description: string;
  request: FuzzRequest;
  expect: Expectation;
  /** Risk mutations: a 2xx is judged by what the proposal `uuid` (or the created one) stored. */
  mutation?: { ms: RiskMutation[]; target: MutationTarget; uuid: string };
}

export interface Holder {
  uuid: string;
  /** The Cookie header value (vq_pt=...). */
  cookie: string;
  reference: string;
}

/** What the payloads aim at: two browsers' proposals, a started card payment, the lists and documents. */
export interface FuzzContext {
  /** Quoted, with an open card payment; the fuzzer's own browser. */
  a: Holder & { postcode: string; dob: string };
  /** Another browser's proposal: A's cookie must never reach it. */
  b: Holder;
  paymentId: string;
  cardToken: string;
  listNames: string[];
  documentIds: string[];
  assetFiles: string[];
  baseRisk: Record<string, unknown>;
  /** Every risk mutation, shuffled by the seed. */
  mutations: RiskMutation[];
  /** The proposal's version now (payloads send the current one, to get past 409). */
  version(uuid: string): number;
  appliedReference(uuid: string): string | null;
}

const XHR = { 'x-requested-with': 'XMLHttpRequest' };
const JSON_TYPE = 'application/json';
const FORM_TYPE = 'application/x-www-form-urlencoded';
const HUGE_PATH = 'x'.repeat(5000);

const ip = (rnd: Random) =>
  rnd.chance(0.1) ? '127.0.0.1' : `10.${rnd.int(256)}.${rnd.int(256)}.${1 + rnd.int(254)}`;

type Who = 'a' | 'b' | 'bogus' | 'none';

function cookieChoice(rnd: Random, ctx: FuzzContext): { header: string | null; who: Who } {
  const kind = rnd.weighted<Who>([
    ['a', 80],
    ['none', 6],
    ['b', 5],
    ['bogus', 9],
  ]);
  if (kind === 'a') return { header: ctx.a.cookie, who: 'a' };
  if (kind === 'b') {
    // B's token first: the server reads the first vq_pt, so this is B's browser.
    const header = rnd.chance(0.5) ? ctx.b.cookie : `${ctx.b.cookie}; ${ctx.a.cookie}`;
    return { header, who: 'b' };
  }
  if (kind === 'none') return { header: null, who: 'none' };
  const bogus = rnd.pick([
    `vq_pt=${rnd.string(22)}`,
    'vq_pt=',
    'vq_pt=../../../etc/passwd',
    `vq_pt=${'A'.repeat(5000)}`,
    'vq_pt=%00',
    '=;;;=;',
    `vq_pt="${rnd.string(22)}"`,
    `vq_pt=${rnd.string(22)}; vq_pt=${rnd.string(22)}`,
    '__proto__=x; constructor=y',
    `vq_pt=${ctx.a.cookie.slice(6, -1)}`,
  ]);
  return { header: bogus, who: 'bogus' };
}

function uuidChoice(
  rnd: Random,
  ctx: FuzzContext,
  aShare: number,
): { value: string; who: Who; raw: boolean } {
  const roll = rnd.next();
  if (roll < aShare) return { value: ctx.a.uuid, who: 'a', raw: false };
  if (roll < aShare + 0.1) return { value: ctx.b.uuid, who: 'b', raw: false };
  const a = ctx.a.uuid;
  const value = rnd.pick([
    '00000000-0000-0000-0000-000000000000',
    rnd.uuid(),
    a.toUpperCase(),
    `${a}x`,
    a.replace(/-/g, ''),
    ` ${a}`,
    a.slice(0, -1),
    `{${a}}`,
    '../../../../etc/passwd',
    '..',
    '.',
    "' OR '1'='1",
    '1 OR 1=1; --',
    '<script>alert(1)</script>',
    HUGE_PATH,
    'x'.repeat(101),
    '\u0000',
    `${a}\u0000`,
    'null',
    'undefined',
    '__proto__',
    'constructor',
    'prototype',
    'hasOwnProperty',
    '1e308',
    '-1',
    '😀'.repeat(10),
    '%',
    '%zz',
    `${a}%00`,
    `\u202e${a}`,
    '',
    ' ',
  ]);
  // A raw trailing control character is stripped by URL parsing before routing (Node's own HTTP
  // parser refuses it), so it would name proposal A itself: send those encoded.
  return { value, who: 'bogus', raw: ![...value].some((c) => c.charCodeAt(0) < 0x20) && rnd.chance(0.3) };
}

function paramValue(
  rnd: Random,
  ctx: FuzzContext,
  name: string,
  aShare: number,
): { value: string; who: Who; raw: boolean } {
  const raw = rnd.chance(0.3);
  const bogus = (extra: string[]) =>
    rnd.pick([
      ...extra,
      '../../../../etc/passwd',
      '..%2F..%2Fpackage.json',
      '__proto__',
      'constructor',
      'toString',
      'hasOwnProperty',
      'valueOf',
      HUGE_PATH,
      'x'.repeat(99),
      '\u0000',
      '%00',
      "'; DROP TABLE proposals; --",
      '<script>alert(1)</script>',
      '😀',
      '',
      ' ',
      '%',
      '%E0%A4%A',
      'null',
    ]);
  switch (name) {
    case 'uuid':
      return uuidChoice(rnd, ctx, aShare);
    case 'name': {
      if (rnd.chance(0.55)) {
        const list = rnd.pick(ctx.listNames).split('.').pop()!;
        return { value: rnd.chance(0.5) ? `insurer.${list}` : list, who: 'a', raw: false };
      }
      const list = rnd.pick(ctx.listNames).split('.').pop()!;
      return {
        value: bogus([
          'insurer.__proto__',
          'insurer.',
          'insurer.constructor',
          `${list}/../${list}`,
          list.toUpperCase(),
          `${list} `,
          `${list}.json`,
          `../lists/${list}.json`,
        ]),
        who: 'bogus',
        raw,
      };
    }
    case 'postcode':
      if (rnd.chance(0.4))
        return {
          value: rnd.pick(['LS6 3AW', 'LS63AW', 'ls6 3aw', 'CF24 3RX', 'SW1A 1AA']),
          who: 'a',
          raw: false,
        };
      return {
        value: bogus(['LS6  3AW', 'LS6 3AW\u202e', 'ZZ99 9ZZ', '99999', 'LS6 3AW; DROP', 'LS6\n3AW']),
        who: 'bogus',
        raw,
      };
    case 'applied': {
      const applied = ctx.appliedReference(ctx.a.uuid);
      if (applied && rnd.chance(aShare)) return { value: applied, who: 'a', raw: false };
      return {
        value: bogus([
          ...(applied ? [applied.toLowerCase(), `${applied}x`, applied.slice(0, -1)] : []),
          rnd.string(16),
          'x'.repeat(65),
        ]),
        who: 'bogus',
        raw,
      };
    }
    case 'document':
      if (rnd.chance(0.6)) return { value: rnd.pick(ctx.documentIds), who: 'a', raw: false };
      return {
        value: bogus([
          'proposal-form%00',
          'PROPOSAL-FORM',
          'proposal-form/../policy-wording',
          '../../../server/app.ts',
          'policy-summary.html',
        ]),
        who: 'bogus',
        raw,
      };
    case 'payment_id':
      if (rnd.chance(0.6)) return { value: ctx.paymentId, who: 'a', raw: false };
      return {
        value: bogus([
          `pay_${rnd.string(24)}`,
          `pay_${rnd.string(23)}`,
          ctx.paymentId.toUpperCase(),
          `${ctx.paymentId}x`,
          'pay_',
          `pay_../../${rnd.string(18)}`,
        ]),
        who: 'bogus',
        raw,
      };
    case 'file':
      if (rnd.chance(0.5)) return { value: rnd.pick(ctx.assetFiles), who: 'a', raw: false };
      return {
        value: bogus([
          '../payment-sandbox.ts',
          '..%2Fpayment-sandbox.ts',
          '../../../../package.json',
          'payment-page.css%00.js',
          'PAYMENT-PAGE.CSS',
          '.',
          'payment-page.css/',
        ]),
        who: 'bogus',
        raw,
      };
    default:
      return { value: bogus([]), who: 'bogus', raw };
  }
}

/** The URL of an endpoint with chosen path values; `who` says whose values they are. */
function urlFor(
  rnd: Random,
  ctx: FuzzContext,
  path: string,
  aShare: number,
): { url: string; params: Record<string, { value: string; who: Who }> } {
  const params: Record<string, { value: string; who: Who }> = {};
  const url = path.replace(/:([a-z_]+)/gi, (_, name: string) => {
    const chosen = paramValue(rnd, ctx, name, aShare);
    params[name] = chosen;
    return chosen.raw ? chosen.value : encodeURIComponent(chosen.value);
  });
  return { url, params };
}

const JUNK_QUERIES = [
  '__proto__[polluted]=1',
  '__proto__.polluted=1',
  'constructor[prototype][polluted]=1',
  'a=1&a=2&a=3',
  '%zz=1',
  '&&&==&',
  'x=%00',
  `x=${'y'.repeat(20_000)}`,
  'x[]=1&x[]=2',
  'x=\u202e',
  'x=%E0%A4%A',
];

function queryFor(rnd: Random, endpoint: EndpointName): string {
  if (endpoint === 'lookupRegistration') {
    const value = rnd.pick([
      'VQ21TCE',
      'vq21 tce',
      '',
      ' ',
      'VQ21  TCE',
      "'; DROP TABLE proposals; --",
      '../../etc/passwd',
      'A'.repeat(5000),
      '%00',
      '<script>',
      'AAAAAAAAA',
      'VQ21TCE\u202e',
      '😀',
    ]);
    const enc = encodeURIComponent(value);
    return rnd.pick([
      `registration=${enc}`,
      `registration=${enc}&registration=VQ21TCE`,
      `registration[]=${enc}`,
      `registration[__proto__]=${enc}`,
      '',
      `${rnd.pick(JUNK_QUERIES)}&registration=${enc}`,
    ]);
  }
  if (endpoint === 'searchVehicles') {
    const parts = manualVehicleFields
      .filter(() => rnd.chance(0.5))
      .map((field) => {
        const value = rnd.pick([
          'FORD',
          'TRANSIT CUSTOM',
          'DIESEL',
          '2021',
          'MANUAL',
          '1e308',
          '-1',
          'NaN',
          '__proto__',
          'constructor',
          "' OR 1=1 --",
          '../../etc/passwd',
          'x'.repeat(3000),
          '%00',
          '',
        ]);
        return `${field}=${encodeURIComponent(value)}${rnd.chance(0.1) ? `&${field}=x` : ''}`;
      });
    if (rnd.chance(0.3)) parts.push(rnd.pick(JUNK_QUERIES));
    return parts.join('&');
  }
  return rnd.chance(0.5) ? rnd.pick(JUNK_QUERIES) : '';
}

/** A body the call would take (or, for recall and the card form, one that is wrong but harmless). */
function templateOf(endpoint: EndpointName, ctx: FuzzContext, rnd: Random): Record<string, unknown> {
  const a = ctx.a;
  switch (endpoint) {
    case 'createProposal':
      return { risk: clone(ctx.baseRisk), is_pay_monthly: false };
    case 'updateProposal':
      return { version: ctx.version(a.uuid), risk: clone(ctx.baseRisk) };
    case 'createQuote':
      return rnd.chance(0.7) ? { version: ctx.version(a.uuid), risk: clone(ctx.baseRisk) } : {};
    case 'startPayment':
      return { return_url: returnPathFor(a.uuid) };
    case 'savePaymentMethod':
      return { is_pay_monthly: false };
    case 'saveAddons':
      return { addons: [] };
    case 'saveDirectDebit': {
      const { account_name, account_number, sort_code } = SANDBOX_TEST_VALUES.accepted;
      return { uuid: a.uuid, account_name, account_number, sort_code };
    }
    case 'recallProposal':
      // Never all three right: a real recall would bind this browser (a write).
      return { reference: a.reference, postcode: a.postcode, dob: '1901-01-01' };
    case 'sandboxCard':
      return {
        card_number: '4242424242424241',
        expiry: '12/30',
        cvc: '123',
        name: 'Sam Driver',
        token: ctx.cardToken,
      };
    case 'sandboxChallenge':
      return { action: 'approve', token: ctx.cardToken };
    default:
      return {};
  }
}

const isForm = (endpoint: EndpointName | 'unrouted') =>
  endpoint === 'sandboxCard' || endpoint === 'sandboxChallenge';
/** Calls whose body is optional or ignored: a 2xx to junk there is not acceptance. */
const ignoresBody = (endpoint: EndpointName | 'unrouted', body: unknown) =>
  endpoint === 'acceptQuote' ||
  (endpoint === 'createQuote' &&
    !(body !== null && typeof body === 'object' && Object.prototype.hasOwnProperty.call(body, 'risk'))) ||
  isForm(endpoint);

const formText = (body: Record<string, unknown>) =>
  Object.entries(body)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(typeof v === 'string' ? v : toJson(v))}`)
    .join('&');

/** Top-level fields of a template and values of the wrong type for each. */
function wrongTypeFields(endpoint: EndpointName): Record<string, unknown[]> {
  const notBoolean = ['true', 'false', 1, 0, null, {}, [], [true]];
  const notString = [null, 1, 1e308, true, {}, [], ['x']];
  const notObject = [null, 'x', 1, true, [], [{}]];
  switch (endpoint) {
    case 'createProposal':
      return { risk: notObject, is_pay_monthly: notBoolean };
    case 'updateProposal':
    case 'createQuote':
      return {
        risk: notObject,
        is_pay_monthly: notBoolean,
        version: [
          '1',
          1.5,
          -1,
          0,
          null,
          {},
          [],
          true,
          1e308,
          -1e308,
          new RawJson('1e999'),
          new RawJson('-0'),
        ],
      };
    case 'startPayment':
      return { return_url: notString };
    case 'savePaymentMethod':
      return { is_pay_monthly: notBoolean };
    case 'saveAddons':
      return {
        addons: [
          'x',
          1,
          {},
          true,
          { code: 'x' },
          [1],
          [null],
          [{ code: 1 }],
          [{ code: null }],
          [[]],
          [{}],
          [true],
        ],
      };
    case 'saveDirectDebit':
      return {
        uuid: notString,
        account_name: notString,
        account_number: [66374958, null, {}, [], true],
        sort_code: [89999, null, {}, [], true],
      };
    case 'recallProposal':
      return { reference: notString, postcode: notString, dob: [...notString, 19850314] };
    case 'sandboxCard':
      return { card_number: [4242424242424241, null, {}], token: [null, 1, {}], expiry: [1230, null] };
    case 'sandboxChallenge':
      return { action: [null, 1, {}, ['approve']], token: [null, 1] };
    case 'acceptQuote':
      return { x: notString };
    default:
      return {};
  }
}

/** Values a call must refuse in one field (right type, wrong value). */
function badValueBody(
  rnd: Random,
  endpoint: EndpointName,
  ctx: FuzzContext,
  template: Record<string, unknown>,
): { body: Record<string, unknown>; what: string; mutations?: RiskMutation[] } | null {
  const a = ctx.a;
  const put = (field: string, value: unknown) => ({
    body: { ...template, [field]: value },
    what: `${field} = ${brief(value)}`,
  });
  switch (endpoint) {
    case 'createProposal':
    case 'updateProposal':
    case 'createQuote': {
      const risk = rnd.pick<[string, unknown]>([
        ['{}', {}],
        ['{ cover_start_date }', { cover_start_date: ctx.baseRisk.cover_start_date }],
        ['without vehicle', setAt(ctx.baseRisk, ['vehicle'], undefined)],
        ['without drivers', setAt(ctx.baseRisk, ['drivers'], undefined)],
        ['without policy', setAt(ctx.baseRisk, ['policy'], undefined)],
      ]);
      if (rnd.chance(0.3)) {
        const ms = [rnd.pick(ctx.mutations), rnd.pick(ctx.mutations)];
        return {
          body: { ...template, risk: applyMutation(applyMutation(ctx.baseRisk, ms[0]), ms[1]) },
          what: `two mutations: ${ms[0].label} & ${ms[1].label}`,
          mutations: ms,
        };
      }
      if (endpoint !== 'createProposal' && rnd.chance(0.3)) {
        const version = ctx.version(a.uuid) + rnd.pick([-1, 1, 1000]);
        return {
          body: { ...template, version, risk: applyMutation(ctx.baseRisk, rnd.pick(ctx.mutations)) },
          what: `stale version ${version} and a mutation`,
        };
      }
      return { body: { ...template, risk: risk[1] }, what: `risk ${risk[0]}` };
    }
    case 'startPayment': {
      const path = returnPathFor(a.uuid);
      return put(
        'return_url',
        rnd.pick([
          `https://evil.example${path}`,
          '//evil.example',
          `//evil.example${path}`,
          'javascript:alert(1)',
          'data:text/html,<script>alert(1)</script>',
          returnPathFor(ctx.b.uuid),
          `${path}&x=1`,
          `${path}#x`,
          `\\\\evil.example${path}`,
          path.toUpperCase(),
          `http://127.0.0.1:1${path}`,
          `/%2F%2Fevil.example`,
          `${path}\u0000`,
          path.replace('?', '%3F'),
          '',
          ' ',
          'x'.repeat(1999),
          '../../../../etc/passwd',
        ]),
      );
    }
    case 'saveAddons':
      return put(
        'addons',
        rnd.pick([
          ['ZZZ_NOT_AN_ADDON'],
          [{ code: 'ZZZ_NOT_AN_ADDON' }],
          [{ code: '../../etc/passwd' }],
          [{ code: 'x'.repeat(51) }],
          Array.from({ length: 21 }, (_, i) => ({ code: `c${i}` })),
          [{ code: MARKER }],
          [{ code: '__proto__' }],
          [{ code: 'constructor' }],
          [{ code: 'toString' }],
          [{ code: 'hasOwnProperty' }],
          [{ code: '' }],
          [{ code: "'; DROP TABLE proposals; --" }],
        ]),
      );
    case 'saveDirectDebit': {
      const field = rnd.pick(['uuid', 'account_name', 'account_number', 'sort_code']);
      const values: Record<string, unknown[]> = {
        uuid: [ctx.b.uuid, rnd.uuid(), a.uuid.toUpperCase(), '../../etc/passwd', ''],
        account_name: [
          '',
          '   ',
          '<script>alert(1)</script>',
          'x'.repeat(1999),
          'Jane\u0000Smith',
          '\u202eJane Smith',
        ],
        account_number: ['1234567', '123456789', 'abcdefgh', '66374959', '', '6637 4958x', '00000000\u0000'],
        sort_code: ['08999', '0899999', 'ZZZZZZ', '', '08-99-9x', '089999\u202e'],
      };
      return put(field, rnd.pick(values[field]));
    }
    case 'recallProposal': {
      const field = rnd.pick(['reference', 'postcode', 'dob']);
      const values: Record<string, unknown[]> = {
        reference: [
          '',
          'x'.repeat(14),
          `${a.reference} `,
          "'; DROP TABLE proposals; --",
          '../../etc/passwd',
          '%',
          a.reference.slice(1),
        ],
        postcode: ['', 'ZZ99 9ZZ', '../../etc/passwd', 'x'.repeat(1999), 'LS6 3AW\u0000'],
        dob: ['9999-99-99', '2023-02-30', 'not-a-date', '', '1985-03-14T00:00:00Z', '2999-01-01'],
      };
      return put(field, rnd.pick(values[field]));
    }
    case 'sandboxCard': {
      // At least one field is wrong, and the card number is never one that pays.
      const body = { ...template };
      const wrong = rnd.shuffle(['card_number', 'expiry', 'cvc', 'name']).slice(0, 1 + rnd.int(3));
      if (!wrong.includes('card_number')) body.card_number = '4242424242424242';
      const values: Record<string, string[]> = {
        card_number: [
          '',
          'abcd',
          '4242 4242 4242 4241',
          '1'.repeat(1999),
          '4242-4242-4242-4241',
          '０４２４２',
        ],
        expiry: ['13/30', '00/30', '01/20', 'ab/cd', '', '12/3', '12/30\u0000x'],
        cvc: ['', '12', '12345', 'abc', '１２３'],
        name: ['', '   ', '123', '<script>alert(1)</script>', 'Sam\u0000Driver'],
      };
      for (const field of wrong) body[field] = rnd.pick(values[field]);
      body.card_number = notPaying(String(body.card_number));
      return { body, what: `wrong ${wrong.join(', ')}` };
    }
    case 'sandboxChallenge':
      return put('action', rnd.pick(['APPROVE', 'approve ', '', 'x', 'fail\u0000', 'x'.repeat(4000)]));
    default:
      return null;
  }
}

/** True when the digits of `typed` pass the Luhn check (the sandbox takes any such number as paying). */
function luhnValid(typed: string): boolean {
  const digits = typed.replace(/\D/g, '');
  if (digits.length < 12) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

/** A card number that cannot pay (a payment by fuzz input would be a real capture, not a finding). */
const notPaying = (typed: string) =>
  luhnValid(typed) ? `${typed.slice(0, -1)}${(Number(typed.slice(-1)) + 1) % 10}` : typed;

/** JSON text that is not JSON. */
function malformedJson(rnd: Random, valid: string): string {
  const text = rnd.pick([
    '{',
    '}',
    '[',
    '{"risk":',
    '{"risk": {',
    '{"a":1,}',
    '[1,2',
    'nul',
    'tru',
    "{'risk': {}}",
    '{"risk": NaN}',
    '{"risk": undefined}',
    '{"risk": Infinity}',
    '{"risk": -Infinity}',
    '{"a": 01}',
    '{"a": .5}',
    '{"a": 1e}',
    '{"a": "\\x41"}',
    '{"a": "\u0001"}',
    '\ufeff{',
    `${valid} garbage`,
    `${valid}}`,
    valid.slice(0, rnd.int(Math.max(1, valid.length - 1))),
    ' ',
    '\u0000',
    '{"a":"b"\u0000}',
    '{"__proto__": }',
    '/* comment */ {}',
    '{"a": 1} // x',
    valid.replace(':', '='),
    rnd.string(rnd.between(1, 200), '{}[]:,"\\abc0123 \n\t'),
  ]);
  try {
    JSON.parse(text.replace(/^\ufeff/, ''));
    return `{${text}`; // it happened to parse: break it
  } catch {
    return text;
  }
}

function deepText(rnd: Random): { text: string; depth: number } {
  const depth = rnd.pick([13, 64, 1000, 10_000, 120_000]);
  if (rnd.chance(0.5) || depth > 40_000) return { text: `${'['.repeat(depth)}${']'.repeat(depth)}`, depth };
  return { text: `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`, depth };
}

/** Object paths in a body where extra keys may go: the root, and (in a risk) any object. */
function objectPaths(body: unknown, prefix: Path = []): Path[] {
  if (body === null || typeof body !== 'object') return [];
  if (Array.isArray(body)) return body.flatMap((item, i) => objectPaths(item, [...prefix, i]));
  return [prefix, ...Object.entries(body).flatMap(([k, v]) => objectPaths(v, [...prefix, k]))];
}

function withKey(
  body: Record<string, unknown>,
  at: Path,
  key: string,
  value: unknown,
): Record<string, unknown> {
  const node = getAt(body, at) as Record<string, unknown>;
  return setAt(body, at, objectOf([...Object.entries(node), [key, value]]));
}

const PROTO_KEYS: [string, unknown][] = [
  ['__proto__', objectOf([['polluted', MARKER]])],
  ['__proto__', null],
  ['__proto__', []],
  ['constructor', objectOf([['prototype', objectOf([['polluted', MARKER]])]])],
  ['prototype', objectOf([['polluted', MARKER]])],
];

/** Server-owned or unknown fields a browser might try to set. */
const ENVELOPE_EXTRAS = (ctx: FuzzContext): [string, unknown][] => [
  ['uuid', ctx.b.uuid],
  ['reference', `0${MARKER}`],
  ['is_purchased', true],
  ['is_quoted', true],
  ['quote', { annual_total: 0.01, marker: MARKER }],
  ['addons', [{ code: MARKER }]],
  ['direct_debit', { account_name: MARKER }],
  ['created_at', '1970-01-01T00:00:00Z'],
  ['zz_unknown', MARKER],
  ['policy_number', MARKER],
];

interface Draft {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
  expect: Expectation;
  family: string;
  description: string;
  mutation?: Payload['mutation'];
}

const BODY_FAMILIES: [string, number][] = [
  ['malformed-json', 12],
  ['content-type', 8],
  ['top-level-type', 6],
  ['field-type', 14],
  ['bad-value', 16],
  ['huge', 8],
  ['deep', 6],
  ['proto', 8],
  ['unknown-keys', 6],
  ['csrf', 5],
  ['method', 3],
  ['headers', 4],
];
const GET_FAMILIES: [string, number][] = [
  ['path', 30],
  ['query', 20],
  ['csrf', 5],
  ['method', 6],
  ['headers', 8],
  ['body-on-get', 6],
];

const methodsByPath = new Map<string, Set<string>>();
for (const { method, path } of Object.values(endpoints)) {
  const set = methodsByPath.get(path) ?? new Set<string>();
  set.add(method);
  if (method === 'GET') set.add('HEAD');
  methodsByPath.set(path, set);
}

function headerAbuse(rnd: Random): Record<string, string> {
  return rnd.pick<Record<string, string>>([
    { 'x-forwarded-for': 'x'.repeat(10_000) },
    { 'x-forwarded-for': Array.from({ length: 500 }, (_, i) => `10.0.${i % 256}.1`).join(', ') },
    { 'x-forwarded-for': 'not-an-ip, <script>' },
    { 'x-forwarded-proto': 'javascript' },
    { 'x-forwarded-host': 'evil.example' },
    { host: 'evil.example' },
    { host: 'a'.repeat(300) },
    { host: 'localhost:99999' },
    { accept: 'x'.repeat(8000) },
    { 'accept-language': '*;q=1e308' },
    { 'if-none-match': '"x"'.repeat(1000) },
    { range: 'bytes=0-1,2-3,-1' },
    { 'content-encoding': 'gzip' },
    { 'transfer-encoding': 'chunked' },
    { 'x-http-method-override': 'DELETE' },
  ]);
}

function bodyDraft(rnd: Random, ctx: FuzzContext, endpoint: EndpointName): Draft {
  const call = endpoints[endpoint];
  const form = isForm(endpoint);
  const family = rnd.weighted(BODY_FAMILIES);
  const aShare = 0.75;
  const { url, params } = urlFor(rnd, ctx, call.path, aShare);
  const cookie = cookieChoice(rnd, ctx);
  const headers: Record<string, string> = { ...(form ? {} : XHR) };
  if (cookie.header !== null) headers.cookie = cookie.header;
  const template = templateOf(endpoint, ctx, rnd);
  let body: unknown = template;
  let payload: string | undefined;
  let contentType = form ? FORM_TYPE : JSON_TYPE;
  let expect: Expectation = 'refuse';
  let description = '';
  let method = call.method;
  let mutations: RiskMutation[] | undefined;

  switch (family) {
    case 'malformed-json': {
      payload = malformedJson(rnd, toJson(template));
      contentType = JSON_TYPE;
      description = `malformed JSON ${brief(payload, 60)}`;
      break;
    }
    case 'content-type': {
      contentType = rnd.pick([
        'text/plain',
        'text/plain; charset=utf-8',
        'multipart/form-data; boundary=x',
        'application/xml',
        'text/html',
        'application/octet-stream',
        'application/javascript',
        'application/x-json',
        'application/json-patch+json',
        'application/jsonx',
        'json',
        '',
        ...(form ? [] : [FORM_TYPE]),
      ]);
      payload = form ? formText(template) : toJson(template);
      description = `content-type ${JSON.stringify(contentType)} with the call's own body`;
      break;
    }
    case 'top-level-type': {
      payload = rnd.pick([
        'null',
        '0',
        '1e308',
        '-1',
        '"string"',
        '""',
        'true',
        'false',
        '[]',
        '[{}]',
        `[${toJson(template)}]`,
        '{}',
        '1e999',
      ]);
      contentType = JSON_TYPE;
      body = JSON.parse(payload.replace('1e999', '1'));
      description = `body ${brief(payload, 40)}`;
      if (ignoresBody(endpoint, body)) expect = 'any';
      break;
    }
    case 'field-type': {
      const fields = wrongTypeFields(endpoint);
      const names = Object.keys(fields);
      if (names.length === 0) return getDraft(rnd, ctx, endpoint);
      const field = rnd.pick(names);
      const value = rnd.pick(fields[field]);
      body = setAt(template, [field], value);
      description = `${field} = ${brief(value)}`;
      if (ignoresBody(endpoint, body)) expect = 'any';
      break;
    }
    case 'bad-value': {
      const bad = badValueBody(rnd, endpoint, ctx, template);
      if (!bad) return bodyDraft(rnd, ctx, endpoint);
      body = bad.body;
      description = bad.what;
      if (bad.mutations) mutations = bad.mutations;
      if (ignoresBody(endpoint, body)) expect = 'any';
      break;
    }
    case 'huge': {
      const kind = rnd.pick([
        'just-over',
        'long',
        'over-body-limit',
        'many-keys',
        'long-array',
        'huge-array',
      ]);
      const at = rnd.pick(objectPaths(template));
      const value =
        kind === 'just-over'
          ? `${MARKER}${'x'.repeat(2001)}`
          : kind === 'long'
            ? `${MARKER}${'x'.repeat(100_000)}`
            : kind === 'over-body-limit'
              ? `${MARKER}${'x'.repeat(300_000)}`
              : kind === 'many-keys'
                ? objectOf(Array.from({ length: 6000 }, (_, i) => [`k${i}`, MARKER]))
                : kind === 'long-array'
                  ? Array.from({ length: 101 }, () => MARKER)
                  : Array.from({ length: 20_000 }, () => 0);
      body = withKey(template, at, 'zz_huge', value);
      description = `${kind} at ${at.join('.') || 'root'}`;
      if (ignoresBody(endpoint, body)) expect = 'any';
      break;
    }
    case 'deep': {
      const at = rnd.pick(objectPaths(template));
      const deep = deepText(rnd);
      body = withKey(template, at, 'zz_deep', new RawJson(deep.text));
      description = `nesting ${deep.depth} deep at ${at.join('.') || 'root'}`;
      if (ignoresBody(endpoint, body)) expect = 'any';
      break;
    }
    case 'proto': {
      const at = rnd.pick(objectPaths(template));
      const [key, value] = rnd.pick(PROTO_KEYS);
      body = withKey(template, at, key, value);
      description = `key ${key} = ${brief(value, 50)} at ${at.join('.') || 'root'}`;
      expect = ignoresBody(endpoint, body) ? 'any' : 'drop';
      break;
    }
    case 'unknown-keys': {
      const extras = rnd.shuffle(ENVELOPE_EXTRAS(ctx)).slice(0, 1 + rnd.int(3));
      body = extras.reduce<Record<string, unknown>>((b, [k, v]) => withKey(b, [], k, v), template);
      description = `extra ${extras.map(([k]) => k).join(', ')}`;
      expect = ignoresBody(endpoint, body) ? 'any' : 'drop';
      break;
    }
    case 'csrf': {
      const variant = rnd.pick(
        form
          ? ['cross-origin', 'cross-site', 'both']
          : ['no-xrw', 'xrw-lower', 'xrw-other', 'cross-origin', 'cross-site', 'both'],
      );
      if (variant.startsWith('xrw') || variant === 'no-xrw') delete headers['x-requested-with'];
      if (variant === 'xrw-lower') headers['x-requested-with'] = 'xmlhttprequest';
      if (variant === 'xrw-other') headers['x-requested-with'] = 'fetch';
      if (variant === 'cross-origin' || variant === 'both') headers.origin = 'https://evil.example';
      if (variant === 'cross-site' || variant === 'both') headers['sec-fetch-site'] = 'cross-site';
      description = `CSRF: ${variant}, the call's own body`;
      break;
    }
    case 'method': {
      const taken = methodsByPath.get(call.path) ?? new Set();
      const options = ['PUT', 'DELETE', 'PATCH', 'POST', 'GET', 'OPTIONS', 'HEAD'].filter(
        (m) => !taken.has(m),
      );
      method = rnd.pick(options);
      description = `${method} instead of ${call.method}`;
      expect = method === 'GET' || method === 'HEAD' || method === 'OPTIONS' ? 'any' : 'refuse';
      if (method === 'GET' || method === 'HEAD') body = undefined;
      break;
    }
    case 'headers': {
      Object.assign(headers, headerAbuse(rnd));
      const fields = wrongTypeFields(endpoint);
      const names = Object.keys(fields);
      if (names.length > 0) {
        const field = rnd.pick(names);
        body = setAt(template, [field], rnd.pick(fields[field]));
      } else body = 'not an object';
      description = `headers ${Object.keys(headers).join(', ')}, a wrong body`;
      if (ignoresBody(endpoint, body)) expect = 'any';
      break;
    }
  }

  if (payload === undefined && body !== undefined)
    payload = form && contentType === FORM_TYPE ? formText(body as Record<string, unknown>) : toJson(body);
  if (payload !== undefined && contentType !== '') headers['content-type'] = contentType;
  // A proposal call on another proposal, or without this browser's cookie, must be refused.
  const uuid = params.uuid;
  if (uuid && (uuid.who === 'bogus' || uuid.who !== cookie.who)) expect = 'refuse';
  if (endpoint === 'saveDirectDebit' && cookie.who !== 'a') expect = 'refuse';
  if (isForm(endpoint) && expect !== 'refuse' && params.payment_id?.who !== 'a') expect = 'any';
  // Risk mutations sent where they would be taken are judged by what was stored.
  const target: MutationTarget | null =
    endpoint === 'createProposal'
      ? 'create'
      : endpoint === 'updateProposal'
        ? 'update'
        : endpoint === 'createQuote'
          ? 'quote'
          : null;
  const owner = uuid?.who === 'a' ? ctx.a.uuid : uuid?.who === 'b' ? ctx.b.uuid : null;
  const mutation =
    mutations && target && (target === 'create' || (owner && uuid?.who === cookie.who))
      ? { ms: mutations, target, uuid: owner ?? '' }
      : undefined;
  return {
    method,
    url,
    headers,
    payload,
    expect,
    family,
    description: `${description}${uuid ? ` [uuid ${uuid.who}, cookie ${cookie.who}]` : ''}`,
    mutation,
  };
}

function getDraft(rnd: Random, ctx: FuzzContext, endpoint: EndpointName): Draft {
  const call = endpoints[endpoint];
  const family = rnd.weighted(GET_FAMILIES);
  const { url: path, params } = urlFor(rnd, ctx, call.path, 0.55);
  const cookie = cookieChoice(rnd, ctx);
  const headers: Record<string, string> = endpoint in sandboxCalls ? {} : { ...XHR };
  if (cookie.header !== null) headers.cookie = cookie.header;
  let method = call.method;
  let payload: string | undefined;
  let expect: Expectation = 'any';
  let description = '';
  let query = rnd.chance(0.3) || family === 'query' ? queryFor(rnd, endpoint) : '';
  if (endpoint === 'lookupRegistration' && !query) query = queryFor(rnd, endpoint);

  switch (family) {
    case 'path':
      description = Object.entries(params)
        .map(([k, v]) => `${k} ${brief(v.value, 40)}`)
        .join(', ');
      break;
    case 'query':
      description = `query ${brief(query, 60)}`;
      break;
    case 'csrf':
      // Reads need no X-Requested-With (DESIGN.md 3 guards state-changing calls); they must not break.
      delete headers['x-requested-with'];
      if (rnd.chance(0.5)) {
        headers.origin = 'https://evil.example';
        headers['sec-fetch-site'] = 'cross-site';
      }
      description = `a read without X-Requested-With${headers.origin ? ', cross-site' : ''}`;
      break;
    case 'method': {
      const taken = methodsByPath.get(call.path) ?? new Set();
      method = rnd.pick(['PUT', 'DELETE', 'PATCH', 'POST', 'OPTIONS'].filter((m) => !taken.has(m)));
      payload = rnd.chance(0.5) ? '{}' : undefined;
      if (payload) headers['content-type'] = JSON_TYPE;
      expect = method === 'OPTIONS' ? 'any' : 'refuse';
      description = `${method} instead of GET`;
      break;
    }
    case 'headers':
      Object.assign(headers, headerAbuse(rnd));
      description = `headers ${Object.keys(headers).join(', ')}`;
      break;
    case 'body-on-get':
      payload = rnd.pick([
        '{',
        `{"x":"${'y'.repeat(300_000)}"}`,
        '{"__proto__":{"polluted":1}}',
        'null',
        `${'['.repeat(50_000)}`,
      ]);
      headers['content-type'] = rnd.pick([JSON_TYPE, 'text/plain']);
      description = `a body on GET: ${brief(payload, 40)}`;
      break;
  }
  if (params.uuid && (params.uuid.who === 'bogus' || params.uuid.who !== cookie.who)) expect = 'refuse';
  if (params.applied?.who === 'a' && cookie.who !== 'a') expect = 'refuse';
  const who = params.uuid ?? params.applied;
  return {
    method,
    url: query ? `${path}?${query}` : path,
    headers,
    payload,
    expect,
    family,
    description: `${description}${who ? ` [${params.uuid ? 'uuid' : 'applied'} ${who.who}, cookie ${cookie.who}]` : ''}`,
  };
}

const UNROUTED = [
  '/api',
  '/api/',
  '/api/proposal/',
  '/api/proposal/x/y/z',
  '/api//proposal',
  '//api/proposal',
  '/api/../api/proposal',
  '/api/%2e%2e/proposal',
  '/json',
  '/json/../../etc/passwd',
  '/applied/',
  '/applied/document/../../etc/passwd',
  '/sandbox/',
  '/sandbox/pay/',
  '/sandbox/assets/',
  '/sandbox/assets/..%2f..%2fpayment-sandbox.ts',
  '/.env',
  '/server/app.ts',
  '/package.json',
  '/data/van-quote.sqlite',
  '/../../../../etc/passwd',
  '/%2e%2e/%2e%2e/etc/passwd',
  `/${'a'.repeat(10_000)}`,
  '/api/proposal/%',
  '/api/list/%E0%A4%A',
  '/\u0000',
  '/api/proposal?__proto__[x]=1',
  '/index.html',
  '/',
  '/api/proposal/recall/recall',
  '/json/lists/',
  '/json/address-search/',
];

function unroutedDraft(rnd: Random, ctx: FuzzContext): Draft {
  const method = rnd.pick(['GET', 'POST', 'PATCH', 'PUT', 'DELETE']);
  const headers: Record<string, string> = { ...XHR, cookie: ctx.a.cookie };
  const path = rnd.pick(UNROUTED);
  let payload: string | undefined;
  if (method !== 'GET' && rnd.chance(0.7)) {
    payload = rnd.chance(0.5) ? toJson({ risk: {}, zz: MARKER }) : malformedJson(rnd, '{}');
    headers['content-type'] = JSON_TYPE;
  }
  return {
    method,
    url: path,
    headers,
    payload,
    expect: method === 'GET' ? 'any' : 'refuse',
    family: 'unrouted',
    description: `${method} ${brief(path, 50)}`,
  };
}

function mutationDraft(ctx: FuzzContext, target: MutationTarget, m: RiskMutation): Draft {
  const risk = applyMutation(ctx.baseRisk, m);
  const call =
    target === 'create'
      ? calls.createProposal
      : target === 'update'
        ? calls.updateProposal
        : calls.createQuote;
  const body =
    target === 'create' ? { risk, is_pay_monthly: false } : { version: ctx.version(ctx.a.uuid), risk };
  return {
    method: call.method,
    url: call.path.replace(':uuid', ctx.a.uuid),
    headers: { ...XHR, cookie: ctx.a.cookie, 'content-type': JSON_TYPE },
    payload: toJson(body),
    expect: 'refuse',
    family: `mutation:${m.category}`,
    description: `${target}: ${m.label}`,
    mutation: { ms: [m], target, uuid: ctx.a.uuid },
  };
}

const MUTATION_TARGETS: MutationTarget[] = ['update', 'quote'];

/**
 * Payload `index` of the run with `seed`. Two in five are risk mutations: index 0, 5, 10 ... walk
 * the shuffled list of every mutation on create (so a run of 5 x that many covers them all), index
 * 1, 6, 11 ... send a random one to update or quote; the rest spread over every endpoint.
 */
export function payloadAt(seed: number, index: number, ctx: FuzzContext): Payload {
  const rnd = new Random(subSeed(seed, index));
  let draft: Draft;
  let endpoint: Payload['endpoint'];
  if (index % 5 === 0) {
    endpoint = 'createProposal';
    draft = mutationDraft(ctx, 'create', ctx.mutations[Math.floor(index / 5) % ctx.mutations.length]);
  } else if (index % 5 === 1) {
    const target = rnd.pick(MUTATION_TARGETS);
    endpoint = target === 'update' ? 'updateProposal' : 'createQuote';
    draft = mutationDraft(ctx, target, rnd.pick(ctx.mutations));
  } else if (rnd.chance(0.04)) {
    endpoint = 'unrouted';
    draft = unroutedDraft(rnd, ctx);
  } else {
    endpoint = rnd.pick(endpointNames);
    draft =
      endpoints[endpoint].method === 'GET' ? getDraft(rnd, ctx, endpoint) : bodyDraft(rnd, ctx, endpoint);
  }
  return {
    index,
    endpoint,
    family: draft.family,
    description: draft.description,
    expect: draft.expect,
    mutation: draft.mutation,
    request: {
      method: draft.method,
      url: draft.url,
      headers: draft.headers,
      payload: draft.payload,
      remoteAddress: ip(rnd),
    },
  };
}
