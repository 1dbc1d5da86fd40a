import { describe, expect, it } from 'vitest';
import { PredictionResponseSchema } from '@cephalo/shared/diary';
import type { ForecastContribution } from '@cephalo/shared/headache-forecast';
import { aDiaryInput } from '@cephalo/shared/testing/diary-entry-builder';
import { bearerFor, createTestUser } from '../../../test/builders';
import { setupTestApp } from '../../../test/test-app';

const t = setupTestApp();
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

const predict = async (authorization: string) => {
  const response = await t.app.inject({ method: 'GET', url: '/api/predict/diaries', headers: { authorization, 'x-time-zone': 'UTC' } });
  expect(response.statusCode).toBe(200);
  return PredictionResponseSchema.parse(response.json());
};

const saveDay = async (authorization: string, days: number, fields: Parameters<typeof aDiaryInput>[0] = {}) => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/diaries',
    headers: { authorization, 'x-time-zone': 'UTC' },
    payload: aDiaryInput({ input_date: daysAgo(days), sleep_hours: 7, stress_level: 4, ...fields }),
  });
  expect([200, 201], JSON.stringify(response.json())).toContain(response.statusCode);
};

const lastHeadache = (contributions: ForecastContribution[]) => contributions.find((item) => item.factor === 'recent_headache');

describe('GET /predict/diaries explains its forecast', () => {
  it('says a patient without a diary gets the population number, and names its threshold', async () => {
    const patient = await createTestUser(t.db, { plan: 'Premium' });
    const { predictions, explanation } = await predict(await bearerFor(t.app, patient.email));
    expect(explanation).toMatchObject({ diary_days: 0, is_personal: false, min_diary_days: 14, typical_probability: 0.25 });
    expect(explanation.days).toHaveLength(5);
    expect(explanation.days.map((day) => day.probability)).toEqual(predictions[0]);
    expect(explanation.days[0]!.date).toBe(daysAgo(-1));
    for (const day of explanation.days) expect(day.contributions).toEqual([]);
  });

  it("becomes the patient's own with two weeks of diary, and follows a changed entry", async () => {
    const patient = await createTestUser(t.db, { plan: 'Premium' });
    const auth = await bearerFor(t.app, patient.email);
    for (let days = 13; days >= 1; days -= 1) await saveDay(auth, days, days % 4 === 0 ? { headache: 'yes', headache_intensity: 6 } : {});
    expect((await predict(auth)).explanation).toMatchObject({ diary_days: 13, is_personal: false });

    await saveDay(auth, 0, { headache: 'yes', headache_intensity: 8, sleep_hours: 3 });
    const afterHeadache = await predict(auth);
    expect(afterHeadache.explanation).toMatchObject({ diary_days: 14, is_personal: true });
    const day1 = afterHeadache.explanation.days[0]!;
    expect(lastHeadache(day1.contributions)).toMatchObject({ date: daysAgo(0), had_headache: true });
    expect(lastHeadache(day1.contributions)!.change).toBeGreaterThan(0);
    expect(day1.contributions.find((item) => item.factor === 'sleep')).toMatchObject({ hours: 3 });

    // The same day saved again without a headache: the stored forecast is computed again.
    await saveDay(auth, 0, { headache: 'no', sleep_hours: 7 });
    const afterCalm = (await predict(auth)).explanation.days[0]!;
    expect(lastHeadache(afterCalm.contributions)).toMatchObject({ had_headache: false });
    expect(lastHeadache(afterCalm.contributions)!.change).toBeLessThan(0);
    expect(afterCalm.probability).toBeLessThan(day1.probability);
  });
});
