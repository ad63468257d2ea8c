import { describe, expect, it } from 'vitest';
import { aprPercent, monthlyFinance, solveAnnualRate } from '#server/rating/finance.ts';
import { RATING_TABLES } from '#server/rating/tables.ts';

const table = RATING_TABLES.finance;

describe('APR (FCA CONC App 1.1, monthly instalments at k/12 years)', () => {
  it('credit £850 repaid by 10 monthly instalments of £95.63 -> 29.9%', () => {
    // By hand (docs/rating.md): the monthly rate r solving 850 = 95.63 x (1 - (1 + r)^-10) / r is
    // 0.0220192, so APR = (1 + r)^12 - 1 = 0.298699 -> 29.9%. At 29.85% the instalments are worth
    // £850.06 today and at 29.90% £849.91, so the root lies between and rounds to 29.9.
    expect(aprPercent(850, Array(10).fill(95.63))).toBe(29.9);
    expect(aprPercent(85000, Array(10).fill(9563))).toBe(29.9);
    const rate = solveAnnualRate(
      850,
      Array.from({ length: 10 }, (_, k) => ({ amount: 95.63, years: (k + 1) / 12 })),
    );
    expect(rate).toBeCloseTo(0.298699, 5);
  });

  it('one repayment of £1,100 a year after £1,000 of credit -> exactly 10.0%', () => {
    expect(aprPercent(1000, [1100], 1)).toBe(10);
    expect(solveAnnualRate(1000, [{ amount: 1100, years: 1 }])).toBeCloseTo(0.1, 12);
  });

  it('twelve monthly repayments at a 1% monthly rate -> (1.01^12 - 1) = 12.68% -> 12.7%', () => {
    const r = 0.01;
    const payment = (1000 * r) / (1 - (1 + r) ** -12);
    expect(aprPercent(1000, Array(12).fill(payment))).toBe(12.7);
  });

  it('no charge for credit gives 0', () => {
    expect(aprPercent(1000, Array(10).fill(100))).toBe(0);
    expect(aprPercent(0, [])).toBe(0);
  });
});

describe('monthlyFinance', () => {
  it('the worked example: £862.81', () => {
    expect(monthlyFinance(86281, table)).toEqual({
      total_pence: 86281,
      deposit_percent: 15,
      deposit_pence: 12948,
      amount_of_credit_pence: 73333,
      instalments: 10,
      instalment_pence: 8250,
      interest_rate_percent: 12.5,
      interest_pence: 9167,
      total_payable_pence: 95448,
      apr_percent: 29.9,
    });
  });

  it('£1,000: the deposit takes the pence that make the instalments equal', () => {
    // Nominal: deposit 15000, credit 85000, interest 10625, repayable 95625: not a multiple of 10.
    // Deposits 15001..15012 fail too (15005 gives 84995 + 10624 = 95619: the remainder skips 0);
    // 15013 gives credit 84987, interest round(10623.375) = 10623, repayable 95610 = 10 x 9561.
    const f = monthlyFinance(100000, table);
    expect(f).toMatchObject({ deposit_pence: 15013, amount_of_credit_pence: 84987, interest_pence: 10623 });
    expect(f.instalment_pence).toBe(9561);
    expect(f.total_payable_pence).toBe(110623);
    expect(f.apr_percent).toBe(29.9);
  });

  it('totals add up for every total from £300 to £3,000 (step 97p)', () => {
    for (let total = 30000; total <= 300000; total += 97) {
      const f = monthlyFinance(total, table);
      const nominal = Math.round(total * 0.15);
      expect(f.deposit_pence - nominal).toBeGreaterThanOrEqual(0);
      expect(f.deposit_pence - nominal).toBeLessThanOrEqual(16);
      expect(f.amount_of_credit_pence).toBe(total - f.deposit_pence);
      expect(f.interest_pence).toBe(Math.round(f.amount_of_credit_pence * 0.125));
      expect(f.deposit_pence + f.instalments * f.instalment_pence).toBe(f.total_payable_pence);
      expect(f.total_payable_pence).toBe(total + f.interest_pence);
      expect(Number.isInteger(f.instalment_pence)).toBe(true);
    }
  });

  it('rejects a total that is not whole pence', () => {
    expect(() => monthlyFinance(100.5, table)).toThrow(RangeError);
    expect(() => monthlyFinance(-1, table)).toThrow(RangeError);
  });

  it('follows the table: 20% deposit, 12 instalments, 10% interest', () => {
    const f = monthlyFinance(120000, { deposit_percent: 20, instalments: 12, interest_percent: 10 });
    expect(f).toMatchObject({ deposit_pence: 24000, amount_of_credit_pence: 96000, interest_pence: 9600 });
    expect(f.instalment_pence).toBe(8800);
    expect(f.total_payable_pence).toBe(24000 + 12 * 8800);
  });
});
