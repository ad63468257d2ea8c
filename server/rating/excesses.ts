import { ageOn } from '#domain/dates.ts';
import { bandFor, fill } from './lookup';
import type { Excess, ExcessTable, RatingInput } from './types';

/**
 * The excess table for the summary: the rows of tables/excesses.json that apply to the level of
 * cover, each fixed_gbp plus (when flagged) the compulsory excess for the policy holder's age and the
 * voluntary excess. Amounts are whole pounds (truncated).
 */
export function excessBreakdown(input: RatingInput, table: ExcessTable, today: string): Excess[] {
  const age = ageOn(input.proposer.date_of_birth, today);
  const compulsory = bandFor(table.compulsory_gbp[input.cover_type], age, (b) => b.max_age).amount;
  const voluntary = input.voluntary_excess;
  return table.breakdown
    .filter((row) => row.cover_types.includes(input.cover_type))
    .map((row) => ({
      category: row.category,
      description: fill(row.description, { compulsory, voluntary }),
      amount_gbp: Math.trunc(
        row.fixed_gbp + (row.add_compulsory ? compulsory : 0) + (row.add_voluntary ? voluntary : 0),
      ),
    }));
}
