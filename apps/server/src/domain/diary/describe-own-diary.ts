import type { Intent } from '@cephalo/clinic/assistant/route-intent';
import { answerTextsFor, fillText } from '@cephalo/clinic/i18n/answer-texts';
import { describeAssessment, describeForecast, describeOveruse, describeSummary } from '@cephalo/clinic/insights/describe-insights';
import { summarizeDiary } from '@cephalo/clinic/insights/diary-summary';
import { assessIchd3 } from '@cephalo/clinic/insights/ichd3-assessment';
import { assessMedicationOveruse } from '@cephalo/clinic/insights/medication-overuse';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { plans, users } from '../../db/schema';
import { getHeadacheForecast } from './get-headache-forecast';
import { loadClinicalDiary } from './load-clinical-diary';

/**
 * The migraine agent's answer about the asker's own diary, in the chat language: a summary, the forecast or
 * an ICHD-3 assessment, each followed by a medication-overuse warning when the diary shows one.
 * Only a patient's own entries are read; others are told why there is nothing to show.
 */
export async function describeOwnDiary({
  db,
  userId,
  intent,
  today,
  language,
}: {
  db: Database;
  userId: string;
  intent: Intent;
  today: string;
  language: string;
}): Promise<string> {
  const texts = answerTextsFor(language).diary;
  const [user] = await db
    .select({ role: users.role, includesDiary: plans.includesDiary, planName: plans.name })
    .from(users)
    .innerJoin(plans, eq(plans.id, users.planId))
    .where(eq(users.id, userId));
  if (!user || user.role !== 'USER') return texts['only-patients'];
  if (!user.includesDiary) return fillText(texts['not-in-plan'], { plan: user.planName });
  const diary = await loadClinicalDiary({ db, patientId: userId, today });
  const overuse = describeOveruse(assessMedicationOveruse(diary, today), language);
  let text: string;
  if (intent === 'forecast') text = describeForecast(getHeadacheForecast({ diary, today }).probabilities, today, language);
  else if (intent === 'diagnosis') text = describeAssessment(assessIchd3(diary, today), language);
  else text = describeSummary(summarizeDiary(diary, today), language);
  return overuse ? `${text}\n\n${overuse}` : text;
}
