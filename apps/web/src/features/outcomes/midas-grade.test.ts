import { describe, expect, it } from 'vitest';
import { MidasFormSchema, formToMidasAnswers } from './midas-form-values';
import { englishT } from '../../i18n/english-for-tests';
import { MIDAS_QUESTIONS, midasGradeText as gradeTextIn, midasSum } from './midas-grade';

const midasGradeText = (...args: [Parameters<typeof gradeTextIn>[0], number]) => gradeTextIn(...args, englishT);

describe('MIDAS on the screen', () => {
  it('says the grade with its meaning', () => {
    expect(midasGradeText('III', 14)).toBe('Score 14: grade III, moderate disability.');
    expect(midasGradeText('I', 0)).toBe('Score 0: grade I, little or no disability.');
  });

  it("asks the five scored questions in the instrument's order and sums them", () => {
    expect(MIDAS_QUESTIONS.map((question) => question.field)).toEqual([
      'missed_work_days',
      'reduced_work_days',
      'missed_household_days',
      'reduced_household_days',
      'missed_social_days',
    ]);
    expect(MIDAS_QUESTIONS.every((question) => englishT(question.question).includes('last 3 months'))).toBe(true);
    expect(midasSum({ missed_work_days: 2, reduced_work_days: 3, missed_household_days: 4, reduced_household_days: 1, missed_social_days: 5 })).toBe(15);
  });

  it('refuses days outside 0-90 and sends empty unscored answers as null', () => {
    const answers = { missed_work_days: 2, reduced_work_days: 3, missed_household_days: 4, reduced_household_days: 1, missed_social_days: 91 };
    const refused = MidasFormSchema.safeParse(answers);
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe('Enter 0 to 90 days: the questions are about 3 months');
    const accepted = MidasFormSchema.parse({ ...answers, missed_social_days: 0, average_pain: 6 });
    expect(formToMidasAnswers(accepted)).toEqual({ ...answers, missed_social_days: 0, headache_days: null, average_pain: 6 });
  });
});
