import { describe, expect, it } from 'vitest';
import type { Proposal } from '#domain/contract/proposal.ts';
import { fillTopMarks, screenTopValues, topMarks } from '#domain/journey/screen-tops.ts';

const proposal = (quote: Partial<NonNullable<Proposal['quote']>> | null) =>
  ({
    risk: { drivers: { proposer: { forename: 'Ada' } }, policy: { cover_type_required: 'TPFT' } },
    addons: [{ code: 'BRK', premium: 20.5 }],
    quote: quote && {
      premium: 500,
      annual_total: 500,
      monthly_total_payable: 560.25,
      monthly_deposit: 56.03,
      monthly_installments: 10,
      monthly_payment: 50.42,
      monthly_apr: 29.9,
      documents: { adequate_explanations: '/a/ae', pre_contract_credit_information: '/a/pcci' },
      ...quote,
    },
  }) as unknown as Proposal;

const lists = { policy_cover_type: [{ value: 'TPFT', name: 'Third party, fire and theft' }] };

describe("a screen top's values (docs/decisions/051)", () => {
  it('Payment option: the greeting, the cover by its name, the price with the covers chosen', () => {
    expect(screenTopValues('PaymentOption', proposal({}), lists)).toEqual({
      forename: 'Ada',
      coverName: 'Third party, fire and theft',
      price: '£520.50',
      monthlyExtra: '£60.25',
    });
  });

  it('Instalments: the credit terms and documents; Summary: the greeting', () => {
    expect(screenTopValues('Instalments', proposal({}), lists)).toEqual({
      deposit: '£56.03',
      instalments: '10',
      payment: '£50.42',
      totalPayable: '£560.25',
      apr: '29.9',
      adequateExplanations: '/a/ae',
      preContractCredit: '/a/pcci',
    });
    expect(screenTopValues('Summary', proposal({}), lists)).toEqual({ forename: 'Ada' });
  });

  it('none without a quote', () => {
    expect(screenTopValues('PaymentOption', proposal(null), lists)).toBeNull();
    expect(screenTopValues('Instalments', proposal(null), lists)).toBeNull();
  });

  it('marks go where the values go, and every mark must have its value', () => {
    const marks = topMarks<{ forename: string }>();
    const markup = `<p title="${marks.forename}">Hi ${marks.forename}</p>`;
    expect(fillTopMarks(markup, { forename: "O'Neil & <Co>" })).toBe(
      '<p title="O&#39;Neil &amp; &lt;Co&gt;">Hi O&#39;Neil &amp; &lt;Co&gt;</p>',
    );
    expect(fillTopMarks(markup, {})).toBeNull();
    // A name every object has is no value.
    expect(fillTopMarks('{{top:toString}}', {})).toBeNull();
  });
});
