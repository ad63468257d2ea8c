import { describe, expect, it } from 'vitest';
import { typingVerdict } from '../../../scripts/bench/client-table';

/*
 * The bench's typing verdict (issue 13: p95 at least 4x faster than the stock stack) says when a
 * miss was beyond any script in that run: the stock stack's p95 under four times the browser's own
 * time for a key on our page without its scripts.
 */
describe("the bench's typing verdict", () => {
  it('is met at four times or more', () => {
    expect(typingVerdict(96, 24, 24)).toBe('p95 ≥ 4x faster: met');
    expect(typingVerdict(136, 32, 24)).toBe('p95 ≥ 4x faster: met');
  });

  it('is a plain miss when the page without scripts was fast enough for four times', () => {
    expect(typingVerdict(120, 32, 24)).toBe('p95 ≥ 4x faster: **not met**');
  });

  it('says when no script could have met it in that run', () => {
    expect(typingVerdict(88, 24, 24)).toBe(
      'p95 ≥ 4x faster: **not met** (beyond any script in this run: our page without its scripts 3.67x)',
    );
    expect(typingVerdict(120, 32, 32)).toBe(
      'p95 ≥ 4x faster: **not met** (beyond any script in this run: our page without its scripts 3.75x)',
    );
  });
});
