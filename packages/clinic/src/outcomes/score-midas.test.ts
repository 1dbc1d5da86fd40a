import { MidasAnswersSchema } from '@cephalo/shared/outcomes';
import { describe, expect, it } from 'vitest';
import { midasGrade, scoreMidas } from './score-midas';

const answers = (total: number) =>
  MidasAnswersSchema.parse({
    missed_work_days: Math.min(total, 90),
    reduced_work_days: Math.max(0, total - 90),
    missed_household_days: 0,
    reduced_household_days: 0,
    missed_social_days: 0,
  });

describe('MIDAS score and grade', () => {
  it('sums the five scored questions and leaves A and B out', () => {
    const parsed = MidasAnswersSchema.parse({
      missed_work_days: 1,
      reduced_work_days: 2,
      missed_household_days: 3,
      reduced_household_days: 4,
      missed_social_days: 5,
      headache_days: 30,
      average_pain: 7,
    });
    expect(scoreMidas(parsed)).toEqual({ score: 15, grade: 'III' });
  });

  it('holds the grade boundaries 5/6, 10/11 and 20/21', () => {
    expect([0, 5, 6, 10, 11, 20, 21, 450].map((score) => midasGrade(score))).toEqual(['I', 'I', 'II', 'II', 'III', 'III', 'IV', 'IV']);
    expect([5, 6, 10, 11, 20, 21].map((total) => scoreMidas(answers(total)).grade)).toEqual(['I', 'II', 'II', 'III', 'III', 'IV']);
  });

  it('scores the largest possible answers', () => {
    expect(scoreMidas({ missed_work_days: 90, reduced_work_days: 90, missed_household_days: 90, reduced_household_days: 90, missed_social_days: 90 })).toEqual({
      score: 450,
      grade: 'IV',
    });
  });
});
