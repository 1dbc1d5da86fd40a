import type { MidasAnswers, MidasGrade } from '@cephalo/shared/outcomes';

/**
 * MIDAS grades (Stewart, Lipton et al., Neurology 2001;56(Suppl 1):S20-S28; Lipton et al.,
 * Headache 2001;41:854-861): I 0-5, II 6-10, III 11-20, IV 21 or more. The server scores; these
 * are the meanings the screens show with the grade.
 */
export const MIDAS_GRADE_MEANINGS: Record<MidasGrade, { range: string; meaning: string }> = {
  I: { range: '0-5', meaning: 'little or no disability' },
  II: { range: '6-10', meaning: 'mild disability' },
  III: { range: '11-20', meaning: 'moderate disability' },
  IV: { range: '21 or more', meaning: 'severe disability' },
};

export const midasGradeText = (grade: MidasGrade, score: number): string => `Score ${score}: grade ${grade}, ${MIDAS_GRADE_MEANINGS[grade].meaning}.`;

export type MidasScoredItem = 'missed_work_days' | 'reduced_work_days' | 'missed_household_days' | 'reduced_household_days' | 'missed_social_days';

/**
 * The five scored questions, in our words close to the instrument's meaning (its printed wording
 * is not reproduced; docs/decisions/013, MIDAS). Each asks about the last 3 months.
 */
export const MIDAS_QUESTIONS: readonly { field: MidasScoredItem; question: string; hint?: string }[] = [
  { field: 'missed_work_days', question: 'On how many days in the last 3 months did you miss work or school because of your headaches?' },
  {
    field: 'reduced_work_days',
    question: 'On how many days in the last 3 months was your productivity at work or school cut by half or more because of your headaches?',
    hint: 'Do not count the days you already counted as missed.',
  },
  { field: 'missed_household_days', question: 'On how many days in the last 3 months did you not do household work because of your headaches?' },
  {
    field: 'reduced_household_days',
    question: 'On how many days in the last 3 months was your productivity in household work cut by half or more because of your headaches?',
    hint: 'Do not count the days you did no household work.',
  },
  {
    field: 'missed_social_days',
    question: 'On how many days in the last 3 months did you miss family, social or leisure activities because of your headaches?',
  },
];

/** The scored sum, for showing the answers of an earlier score. */
export const midasSum = (answers: Pick<MidasAnswers, MidasScoredItem>): number => MIDAS_QUESTIONS.reduce((sum, { field }) => sum + answers[field], 0);
