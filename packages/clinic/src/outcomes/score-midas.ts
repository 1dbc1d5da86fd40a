import type { MidasAnswers, MidasGrade } from '@cephalo/shared/outcomes';

/**
 * MIDAS (Migraine Disability Assessment; Stewart, Lipton et al., Neurology 1999;53:988-994 and
 * Neurology 2001;56(6 Suppl 1):S20-S28): the score is the sum of the five day counts of the last
 * 3 months. Grades after Lipton et al., Headache 2001;41:854-861: I 0-5 little or no disability,
 * II 6-10 mild, III 11-20 moderate, IV 21 or more severe. Questions A (headache days) and B
 * (average pain) are for the doctor and not part of the score.
 */
export const MIDAS_GRADES: readonly { grade: MidasGrade; from: number; label: string }[] = [
  { grade: 'IV', from: 21, label: 'severe disability' },
  { grade: 'III', from: 11, label: 'moderate disability' },
  { grade: 'II', from: 6, label: 'mild disability' },
  { grade: 'I', from: 0, label: 'little or no disability' },
];

export const midasGrade = (score: number): MidasGrade => MIDAS_GRADES.find(({ from }) => score >= from)?.grade ?? 'I';

export function scoreMidas(answers: MidasAnswers): { score: number; grade: MidasGrade } {
  const score =
    answers.missed_work_days + answers.reduced_work_days + answers.missed_household_days + answers.reduced_household_days + answers.missed_social_days;
  return { score, grade: midasGrade(score) };
}
