import type { MidasAnswers, MidasGrade } from '@cephalo/shared/outcomes';
import type { MessageKey } from '../../i18n/i18n';
import type { Translate } from '../../i18n/use-t';

/**
 * MIDAS grades (Stewart, Lipton et al., Neurology 2001;56(Suppl 1):S20-S28; Lipton et al.,
 * Headache 2001;41:854-861): I 0-5, II 6-10, III 11-20, IV 21 or more. The server scores; these
 * are the meanings the screens show with the grade.
 */
export const MIDAS_GRADE_MEANINGS: Record<MidasGrade, { range: MessageKey; meaning: MessageKey }> = {
  I: { range: 'midas.range.I', meaning: 'midas.meaning.I' },
  II: { range: 'midas.range.II', meaning: 'midas.meaning.II' },
  III: { range: 'midas.range.III', meaning: 'midas.meaning.III' },
  IV: { range: 'midas.range.IV', meaning: 'midas.meaning.IV' },
};

export const midasGradeText = (grade: MidasGrade, score: number, t: Translate): string =>
  t('midas.gradeText', { score, grade, meaning: t(MIDAS_GRADE_MEANINGS[grade].meaning) });

export type MidasScoredItem = 'missed_work_days' | 'reduced_work_days' | 'missed_household_days' | 'reduced_household_days' | 'missed_social_days';

/**
 * The five scored questions, in our words close to the instrument's meaning (its printed wording
 * is not reproduced; docs/decisions/013, MIDAS). Each asks about the last 3 months.
 */
export const MIDAS_QUESTIONS: readonly { field: MidasScoredItem; question: MessageKey; hint?: MessageKey }[] = [
  { field: 'missed_work_days', question: 'midas.question.missedWork' },
  { field: 'reduced_work_days', question: 'midas.question.reducedWork', hint: 'midas.hint.reducedWork' },
  { field: 'missed_household_days', question: 'midas.question.missedHousehold' },
  { field: 'reduced_household_days', question: 'midas.question.reducedHousehold', hint: 'midas.hint.reducedHousehold' },
  { field: 'missed_social_days', question: 'midas.question.missedSocial' },
];

/** The scored sum, for showing the answers of an earlier score. */
export const midasSum = (answers: Pick<MidasAnswers, MidasScoredItem>): number => MIDAS_QUESTIONS.reduce((sum, { field }) => sum + answers[field], 0);
