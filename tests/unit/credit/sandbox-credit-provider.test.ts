import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CREDIT_ACCEPTED,
  CREDIT_DECLINED,
  CREDIT_INVALID_DETAILS,
  CreditApplicationError,
  type CreditDecision,
  CreditUnavailableError,
  createSandboxCreditProvider,
  MANDATE_REFERENCE_PATTERN,
  type CreditApplication,
  SANDBOX_TEST_VALUES,
  type SandboxTestValue,
} from '#server/providers/credit/index.ts';

/** A proposal uuid and quote reference the server could have made. */
const UUID = '3f2b8c4e-1d2a-4b6c-9e8f-0a1b2c3d4e5f';
const OTHER_UUID = '9a7c1e20-5b3d-4f6a-8c9d-1e2f3a4b5c6d';
const REFERENCE = '1ABCDEFGHJKLM';

/** A well-formed application for the given bank details (finance figures as the rating engine makes them). */
function application(
  details: Pick<SandboxTestValue, 'account_name' | 'account_number' | 'sort_code'>,
  overrides: Partial<CreditApplication> = {},
): CreditApplication {
  return {
    proposal_uuid: UUID,
    reference: REFERENCE,
    account_name: details.account_name,
    account_number: details.account_number,
    sort_code: details.sort_code,
    deposit_pence: 12_345,
    amount_of_credit_pence: 49_380,
    instalment_pence: 5_135,
    instalments: 10,
    ...overrides,
  };
}

const NOW = new Date('2026-03-02T09:30:00.000Z');
const provider = createSandboxCreditProvider({ now: () => NOW });
const { accepted, invalidModulus, declined, unavailable } = SANDBOX_TEST_VALUES;
const MODULUS =
  "These bank details don't match a UK bank account. Please check the account number and sort code.";

async function mandateOf(decision: Promise<CreditDecision>) {
  const answer = await decision;
  if (answer.reason_code !== CREDIT_ACCEPTED) throw new Error(`expected API1000, got ${answer.reason_code}`);
  return answer.mandate;
}

describe('sandbox credit provider: documented values', () => {
  it('accepts the accepted pair (API1000) with a masked mandate', async () => {
    expect(await provider.check(application(accepted))).toEqual({
      reason_code: 'API1000',
      mandate: {
        mandate_reference: expect.stringMatching(MANDATE_REFERENCE_PATTERN),
        account_name: 'Jane Smith',
        account_number_masked: '****4958',
        sort_code_masked: '**-**-99',
        created_at: '2026-03-02T09:30:00.000Z',
      },
    });
  });

  it('answers API1010 on both account fields for the invalid-by-modulus pair', async () => {
    expect(await provider.check(application(invalidModulus))).toEqual({
      reason_code: 'API1010',
      fields: [
        { path: 'account_number', message: MODULUS },
        { path: 'sort_code', message: MODULUS },
      ],
    });
  });

  it('declines the declined pair (API2001) with a customer-safe message', async () => {
    const decision = await provider.check(application(declined));
    expect(CREDIT_DECLINED).toBe('API2001');
    expect(decision).toEqual({
      reason_code: 'API2001',
      message:
        "Sorry, we can't set up monthly payments for you this time. You can still pay in full by card, or call us to talk it through.",
    });
  });

  it('throws CreditUnavailableError for the unavailable pair', async () => {
    const failure = provider.check(application(unavailable));
    await expect(failure).rejects.toBeInstanceOf(CreditUnavailableError);
    await expect(failure).rejects.toMatchObject({
      code: 'credit_unavailable',
      message: "Sorry, we can't check your bank details right now. Please try again in a few minutes.",
    });
  });

  it('accepts any other pair that passes modulus checking', async () => {
    const other = { account_name: 'Sam Patel', sort_code: '20-00-00', account_number: '55779911' };
    expect((await mandateOf(provider.check(application(other)))).sort_code_masked).toBe('**-**-00');
  });

  it('checks the format before anything else, with the SPEC.md 5.2 messages', async () => {
    const badFormat = application({ ...declined, account_number: '6637496', sort_code: '08-99-9' });
    expect(await provider.check(badFormat)).toEqual({
      reason_code: CREDIT_INVALID_DETAILS,
      fields: [
        { path: 'account_number', message: 'Please enter a valid bank account number of 8 numbers.' },
        { path: 'sort_code', message: 'Please enter a valid sort code of 6 numbers.' },
      ],
    });
  });
});

describe('sandbox credit provider: mandate reference', () => {
  it('is the same for the same proposal and bank details (idempotent)', async () => {
    const first = await mandateOf(provider.check(application(accepted)));
    const again = await mandateOf(
      createSandboxCreditProvider().check(
        application({ ...accepted, sort_code: '08-99-99', account_name: 'J Smith' }),
      ),
    );
    expect(again.mandate_reference).toBe(first.mandate_reference);
  });

  it('differs for another proposal, account number, sort code or secret', async () => {
    const base = (await mandateOf(provider.check(application(accepted)))).mandate_reference;
    const others = await Promise.all([
      mandateOf(provider.check(application(accepted, { proposal_uuid: OTHER_UUID }))),
      mandateOf(provider.check(application({ ...accepted, account_number: '66374916' }))),
      mandateOf(provider.check(application({ ...accepted, sort_code: '089998' }))),
      mandateOf(createSandboxCreditProvider({ secret: 'another key' }).check(application(accepted))),
    ]);
    const references = others.map((m) => m.mandate_reference);
    expect(new Set([base, ...references]).size).toBe(5);
    for (const reference of references) expect(reference).toMatch(MANDATE_REFERENCE_PATTERN);
  });
});

describe('sandbox credit provider: bank details stay private', () => {
  afterEach(() => vi.restoreAllMocks());

  it('never puts the full account number or sort code in any answer, and logs nothing', async () => {
    const spies = (['log', 'info', 'warn', 'error', 'debug', 'trace'] as const).map((m) =>
      vi.spyOn(console, m).mockImplementation(() => {}),
    );
    const writes = vi.spyOn(process.stdout, 'write');
    const errors = vi.spyOn(process.stderr, 'write');
    for (const value of Object.values(SANDBOX_TEST_VALUES)) {
      const answer = await provider
        .check(application(value))
        .catch((e: Error) => ({ thrown: e.message, ...e }));
      const text = JSON.stringify(answer);
      expect(text).not.toContain(value.account_number);
      expect(text).not.toContain(value.sort_code);
    }
    for (const spy of [...spies, writes, errors]) expect(spy).not.toHaveBeenCalled();
  });
});

describe('sandbox credit provider: malformed applications', () => {
  it.each([
    ['a proposal_uuid that is not a uuid', { proposal_uuid: 'abc' }],
    ['a bad quote reference', { reference: 'ABC' }],
    ['fractional pence', { deposit_pence: 10.5 }],
    ['a negative deposit', { deposit_pence: -1 }],
    ['no credit', { amount_of_credit_pence: 0 }],
    ['no instalments', { instalments: 0 }],
    ['instalments that do not repay the credit', { instalment_pence: 4_000 }],
  ])('throws CreditApplicationError for %s', async (_what, overrides) => {
    const failure = provider.check(application(accepted, overrides));
    await expect(failure).rejects.toBeInstanceOf(CreditApplicationError);
    await expect(failure).rejects.not.toThrow(accepted.account_number);
  });
});
