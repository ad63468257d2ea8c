/**
 * The sandbox's documented test cards (also in README.md and on the hosted page). Any future expiry,
 * any 3 or 4 digit CVC and any name work with them.
 */

/** What the sandbox does with a card. */
export type CardBehaviour = 'success' | 'decline' | 'challenge' | 'error';

export interface TestCard {
  /** The number as printed, in groups of four. */
  number: string;
  behaviour: CardBehaviour;
  /** What happens, in words for the README and the hosted page. */
  description: string;
}

/** The test cards. Any other Luhn-valid number behaves as `success`. */
export const TEST_CARDS: readonly TestCard[] = [
  { number: '4242 4242 4242 4242', behaviour: 'success', description: 'Payment succeeds' },
  { number: '4000 0000 0000 0002', behaviour: 'decline', description: 'Card declined' },
  {
    number: '4000 0000 0000 3220',
    behaviour: 'challenge',
    description: '3-D Secure challenge: Approve captures, Fail declines',
  },
  {
    number: '4000 0000 0000 0119',
    behaviour: 'error',
    description: 'Processing error: nothing is taken, the customer may try again',
  },
];

const BY_DIGITS = new Map(TEST_CARDS.map((card) => [card.number.replace(/\s/g, ''), card.behaviour]));

/** What the sandbox does with these (already normalised, Luhn-valid) card digits. */
export function cardBehaviour(digits: string): CardBehaviour {
  return BY_DIGITS.get(digits) ?? 'success';
}
