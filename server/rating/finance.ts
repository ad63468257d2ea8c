import type { FinanceTable, MonthlyFinance } from './types';

/** One repayment of a credit agreement: an amount and when it falls due, in years from the start. */
export interface CashFlow {
  amount: number;
  years: number;
}

/**
 * The annual rate i (0.25 = 25%) that solves the FCA CONC App 1.1.1 equation when the only drawdown
 * is the amount of credit at the start:
 *
 *   credit = sum over k of amount_k x (1 + i)^(-years_k)
 *
 * The right side falls as i rises, so the root is bracketed and found by bisection (100 halvings of
 * a bracket under 2^20 leave an error far below 0.0001 percentage points). Repayments that do not
 * exceed the credit give 0.
 */
export function solveAnnualRate(credit: number, flows: readonly CashFlow[]): number {
  const presentValue = (i: number) => flows.reduce((sum, f) => sum + f.amount * (1 + i) ** -f.years, 0);
  if (credit <= 0 || presentValue(0) <= credit) return 0;
  let lo = 0;
  let hi = 1;
  while (presentValue(hi) > credit) {
    lo = hi;
    hi *= 2;
    if (hi > 2 ** 20) throw new Error('The APR is out of range.');
  }
  for (let step = 0; step < 100; step++) {
    const mid = (lo + hi) / 2;
    if (presentValue(mid) > credit) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

/**
 * APR in percent to one decimal place (CONC App 1.1.10: a second decimal of 5 or more rounds up) for
 * an amount of credit repaid by `instalments` (in order), the k-th due k / periodsPerYear years after
 * the start (monthly: k/12). Amounts may be pence or pounds, as long as both use the same unit.
 */
export function aprPercent(credit: number, instalments: readonly number[], periodsPerYear = 12): number {
  const rate = solveAnnualRate(
    credit,
    instalments.map((amount, k) => ({ amount, years: (k + 1) / periodsPerYear })),
  );
  return Math.round(rate * 1000 + 1e-9) / 10;
}

const percentOf = (pence: number, percent: number) => Math.round((pence * percent) / 100);

/**
 * Monthly finance of a total (premium plus selected addons, pence), from tables/finance.json:
 *
 * 1. nominal deposit = round(total x deposit_percent / 100);
 * 2. for deposit = nominal deposit, nominal + 1p, ...: amount of credit = total - deposit,
 *    interest = round(credit x interest_percent / 100); stop at the first deposit for which
 *    credit + interest divides into `instalments` equal whole-penny instalments (the deposit absorbs
 *    the rounding: usually 0-9p, so the instalments are equal and the interest is exactly the
 *    stated percentage of the amount financed, to the penny);
 * 3. instalment = (credit + interest) / instalments; total payable = deposit + all instalments
 *    = total + interest; APR from the cash flows (first instalment one month after the start).
 *
 * Rounding is half up to the penny.
 */
export function monthlyFinance(totalPence: number, table: FinanceTable): MonthlyFinance {
  if (!Number.isInteger(totalPence) || totalPence < 0) throw new RangeError('The total must be whole pence.');
  const n = table.instalments;
  if (!Number.isInteger(n) || n < 1) throw new RangeError('The number of instalments must be at least 1.');
  let deposit = Math.min(percentOf(totalPence, table.deposit_percent), totalPence);
  let credit = totalPence - deposit;
  let interest = percentOf(credit, table.interest_percent);
  while ((credit + interest) % n !== 0) {
    deposit += 1;
    credit = totalPence - deposit;
    interest = percentOf(credit, table.interest_percent);
  }
  const instalment = (credit + interest) / n;
  return {
    total_pence: totalPence,
    deposit_percent: table.deposit_percent,
    deposit_pence: deposit,
    amount_of_credit_pence: credit,
    instalments: n,
    instalment_pence: instalment,
    interest_rate_percent: table.interest_percent,
    interest_pence: interest,
    total_payable_pence: deposit + n * instalment,
    apr_percent: aprPercent(
      credit,
      Array.from({ length: n }, () => instalment),
    ),
  };
}
