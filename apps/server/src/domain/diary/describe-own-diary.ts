import type { Intent } from '@cephalo/clinic/assistant/route-intent';
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
 * The migraine agent's answer about the asker's own diary, in English: a summary, the forecast or
 * an ICHD-3 assessment, each followed by a medication-overuse warning when the diary shows one.
 * Only a patient's own entries are read; others are told why there is nothing to show.
 */
export async function describeOwnDiary({ db, userId, intent, today }: { db: Database; userId: string; intent: Intent; today: string }): Promise<string> {
  const [user] = await db.select({ role: users.role, includesDiary: plans.includesDiary, planName: plans.name }).from(users).innerJoin(plans, eq(plans.id, users.planId)).where(eq(users.id, userId));
  if (!user || user.role !== 'USER') return 'Questions about "my diary" work for patients who keep the headache diary in Cephalo. I can still answer general questions.';
  if (!user.includesDiary) return `The headache diary is not part of your ${user.planName} plan, so I cannot look at your own pattern. I can still answer general questions.`;
  const diary = await loadClinicalDiary({ db, patientId: userId, today });
  const overuse = describeOveruse(assessMedicationOveruse(diary, today));
  let text: string;
  if (intent === 'forecast') text = describeForecast(getHeadacheForecast({ diary, today }).probabilities, today);
  else if (intent === 'diagnosis') text = describeAssessment(assessIchd3(diary, today));
  else text = describeSummary(summarizeDiary(diary, today));
  return overuse ? `${text}\n\n${overuse}` : text;
}
