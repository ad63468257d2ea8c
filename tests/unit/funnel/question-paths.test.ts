import { describe, expect, it } from 'vitest';
import { answeredQuestions, questionOf } from '#domain/funnel/question-paths.ts';
import { questionsOfStep } from '#domain/funnel/step-questions.ts';

describe('questions as the drop-off figures name them', () => {
  it('counts every repeater position as one question', () => {
    expect(questionOf('drivers.additional_drivers.0.claims.4.date')).toBe(
      'drivers.additional_drivers[].claims[].date',
    );
    expect(questionOf('vehicle.weight')).toBe('vehicle.weight');
  });

  it('finds the answered questions, not their answers', () => {
    const answered = answeredQuestions({
      vehicle: { weight: 3500, estimated_value: '', seats: null, security: [] },
      drivers: {
        additional_drivers: [{ forename: 'Sam', claims: [{ date: '2025-01-01' }, { date: '' }] }, {}],
      },
      cover: { uses: ['social', 'business'] },
    });
    expect([...answered].sort()).toEqual([
      'cover.uses',
      'drivers.additional_drivers[].claims[].date',
      'drivers.additional_drivers[].forename',
      'vehicle.weight',
    ]);
  });

  it("takes each step's questions from its schema file, repeaters and conditional questions included", () => {
    expect(questionsOfStep('1-about-your-van')).toContain('vehicle.estimated_value');
    expect(questionsOfStep('4-additional-drivers')).toContain(
      'drivers.additional_drivers[].claims[].was_this_driver_at_fault',
    );
    expect(questionsOfStep('1-about-your-van')).not.toContain('drivers.additional_drivers');
    expect(questionsOfStep('Addons').size).toBe(0);
  });
});
