import { eq, sql } from 'drizzle-orm';
import type { PredictionResponse } from '@cephalo/shared/diary';
import type { Database } from '../../db/database';
import { headacheForecasts, users } from '../../db/schema';
import { NotFoundError } from '../../errors/http-errors';
import { getHeadacheForecast } from './get-headache-forecast';
import { loadClinicalDiary } from './load-clinical-diary';

/**
 * The patient's five-day forecast and its explanation (the API's answer), computed once and kept (headache_forecasts): one round trip
 * reads the stored forecast with the diary's current revision; only a new diary revision, a new
 * local date or a new weather input computes it again from up to three years of entries.
 */
export async function getStoredForecast({
  db,
  patientId,
  today,
  pressureChange24h,
}: {
  db: Database;
  patientId: string;
  today: string;
  pressureChange24h?: (number | null)[] | undefined;
}): Promise<PredictionResponse> {
  const weatherInput = pressureChange24h ? JSON.stringify(pressureChange24h) : '';
  const [row] = await db
    .select({ diaryRevision: users.diaryRevision, stored: headacheForecasts })
    .from(users)
    .leftJoin(headacheForecasts, eq(headacheForecasts.userId, users.id))
    .where(eq(users.id, patientId));
  if (!row) throw new NotFoundError('Account not found');
  const { stored } = row;
  if (stored?.explanation && stored.diaryRevision === row.diaryRevision && stored.forecastDate === today && stored.weatherInput === weatherInput) {
    return { predictions: [stored.probabilities], explanation: stored.explanation };
  }

  // The revision was read before the entries: an entry saved meanwhile makes this row stale, never wrong.
  const diary = await loadClinicalDiary({ db, patientId, today });
  const { probabilities, explanation } = getHeadacheForecast({ diary, today, ...(pressureChange24h ? { pressureChange24h } : {}) });
  const values = { diaryRevision: row.diaryRevision, forecastDate: today, weatherInput, probabilities, explanation, computedAt: new Date() };
  await db
    .insert(headacheForecasts)
    .values({ userId: patientId, ...values })
    // A slower request that read an older revision must not overwrite a newer forecast.
    .onConflictDoUpdate({ target: headacheForecasts.userId, set: values, setWhere: sql`excluded.diary_revision >= ${headacheForecasts.diaryRevision}` });
  return { predictions: [probabilities], explanation };
}
