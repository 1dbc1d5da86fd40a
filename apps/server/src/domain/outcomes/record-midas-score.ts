import type { MidasAnswers, MidasScore } from '@cephalo/shared/outcomes';
import { scoreMidas } from '@cephalo/clinic/outcomes/score-midas';
import type { Database } from '../../db/database';
import { midasScores } from '../../db/schema';

/** Stores a filled-in MIDAS questionnaire with its score and grade, answered on the patient's `today`. */
export async function recordMidasScore({
  db,
  patientId,
  answers,
  today,
}: {
  db: Database;
  patientId: string;
  answers: MidasAnswers;
  today: string;
}): Promise<MidasScore> {
  const { score, grade } = scoreMidas(answers);
  const stored = { ...answers, headache_days: answers.headache_days ?? null, average_pain: answers.average_pain ?? null };
  const [row] = await db
    .insert(midasScores)
    .values({ userId: patientId, answeredOn: today, answers: stored, score, grade })
    .returning({ id: midasScores.id, answered_on: midasScores.answeredOn });
  if (!row) throw new Error('The MIDAS score was not stored');
  return { ...row, answers: stored, score, grade };
}
