import { describe, expect, it } from 'vitest';
import type { ForecastContribution, ForecastExplanation } from '@cephalo/shared/headache-forecast';
import { dateOf, dayNumber } from './diary-timeline';
import { MIN_PERSONAL_DIARY_DAYS } from './forecast-contributions';
import { forecastHeadacheRisk, type DiaryDay } from './forecast-headache-risk';
import { PRIOR_BASE_RATE } from './population-prior';

const TODAY = '2025-06-30';

/** `days` calm diary days ending today (stress 4-5, 7 h of sleep), a headache every fifth day. */
const diary = (days: number): DiaryDay[] => {
  const end = dayNumber(TODAY) ?? 0;
  return Array.from({ length: days }, (_, index) => ({
    date: dateOf(end - days + 1 + index),
    headache: index % 5 === 2,
    intensity: index % 5 === 2 ? 6 : null,
    sleepHours: 7,
    stressLevel: 4 + (index % 2),
    medicationTaken: false,
  }));
};

/** The diary with today's entry changed. */
const withToday = (history: DiaryDay[], change: Partial<DiaryDay>): DiaryDay[] => history.map((day) => (day.date === TODAY ? { ...day, ...change } : day));

const explain = (history: DiaryDay[], pressureChange24h?: (number | null)[]): ForecastExplanation =>
  forecastHeadacheRisk(history, { today: TODAY, ...(pressureChange24h ? { pressureChange24h } : {}) }).explanation;

const contribution = <Factor extends ForecastContribution['factor']>(explanation: ForecastExplanation, factor: Factor, day = 0) =>
  explanation.days[day]?.contributions.find((item): item is Extract<ForecastContribution, { factor: Factor }> => item.factor === factor);

describe('the forecast explains itself', () => {
  it('says that an empty diary gives the population number, with nothing that moved it', () => {
    const explanation = explain([]);
    expect(explanation).toMatchObject({
      diary_days: 0,
      is_personal: false,
      min_diary_days: MIN_PERSONAL_DIARY_DAYS,
      personal_weight: 0,
      typical_probability: PRIOR_BASE_RATE,
    });
    expect(explanation.days.map((day) => day.date)).toEqual(['2025-07-01', '2025-07-02', '2025-07-03', '2025-07-04', '2025-07-05']);
    for (const day of explanation.days) {
      expect(day.usual_probability).toBeCloseTo(PRIOR_BASE_RATE, 2);
      expect(day.contributions).toEqual([]);
    }
  });

  it(`counts as the patient's own from ${MIN_PERSONAL_DIARY_DAYS} diary days`, () => {
    expect(explain(diary(MIN_PERSONAL_DIARY_DAYS - 1))).toMatchObject({ diary_days: MIN_PERSONAL_DIARY_DAYS - 1, is_personal: false });
    expect(explain(diary(MIN_PERSONAL_DIARY_DAYS))).toMatchObject({ diary_days: MIN_PERSONAL_DIARY_DAYS, is_personal: true });
  });

  it('adds up: the usual chance plus the contributions is the forecast, every day', () => {
    const cases = [
      explain(diary(60)),
      explain(withToday(diary(90), { headache: true, stressLevel: 2, sleepHours: 3, medicationTaken: true }), [-8, 0, null, 3, -6]),
      explain(diary(5).slice(0, -2)), // the last entry two days ago
    ];
    for (const explanation of cases) {
      for (const day of explanation.days) {
        const total = day.usual_probability + day.contributions.reduce((sum, item) => sum + item.change, 0);
        expect(total).toBeCloseTo(day.probability, 10);
      }
    }
  });

  it('changes with the headache of the last diary day', () => {
    const history = diary(60);
    const withHeadache = contribution(explain(withToday(history, { headache: true, intensity: 7 })), 'recent_headache');
    const without = contribution(explain(withToday(history, { headache: false, intensity: null })), 'recent_headache');
    expect(withHeadache).toMatchObject({ date: TODAY, had_headache: true });
    expect(without).toMatchObject({ date: TODAY, had_headache: false });
    expect(withHeadache?.change).toBeGreaterThan(0.05);
    expect(without?.change).toBeLessThan(0);
  });

  it('changes with stress: a sharp drop raises the chance, steady stress hardly moves it', () => {
    const history = diary(60);
    const steady = withToday(history, { stressLevel: 5 }).map((day) => (day.date === '2025-06-29' ? { ...day, stressLevel: 5 } : day));
    const letdown = withToday(history, { stressLevel: 2 }).map((day) => (day.date === '2025-06-29' ? { ...day, stressLevel: 9 } : day));
    const calm = contribution(explain(steady), 'stress');
    const dropped = contribution(explain(letdown), 'stress');
    expect(dropped).toMatchObject({ stress: 2, stress_before: 9 });
    expect(calm).toMatchObject({ stress: 5, stress_before: 5 });
    expect(dropped?.change).toBeGreaterThan((calm?.change ?? 1) + 0.03);
  });

  it('changes with sleep far from the usual', () => {
    const history = diary(60);
    const usual = contribution(explain(history), 'sleep');
    const short = contribution(explain(withToday(history, { sleepHours: 3.5 })), 'sleep');
    expect(short).toMatchObject({ hours: 3.5, usual_hours: 7 });
    expect(short?.change).toBeGreaterThan(0.01);
    expect(usual?.change).toBeLessThanOrEqual(0);
  });

  it('names medication overuse and the weather only when they are there', () => {
    const history = diary(60);
    const plain = explain(history);
    expect(contribution(plain, 'medication')).toBeUndefined();
    expect(contribution(plain, 'weather')).toBeUndefined();
    const overuse = explain(history.map((day, index) => ({ ...day, medicationTaken: index % 2 === 0 })));
    expect(contribution(overuse, 'medication')?.change).toBeGreaterThan(0);
    const falling = explain(history, [-8, 0, 0, 0, 0]);
    expect(contribution(falling, 'weather')).toMatchObject({ pressure_change_hpa: -8 });
    expect(contribution(falling, 'weather')?.change).toBeGreaterThan(0);
    expect(contribution(falling, 'weather', 2)).toMatchObject({ pressure_change_hpa: 0 });
  });

  it('fades the last diary day out over the five days', () => {
    const explanation = explain(withToday(diary(60), { headache: true }));
    const changes = explanation.days.map((_, day) => contribution(explanation, 'recent_headache', day)?.change ?? 0);
    expect(changes[0]).toBeGreaterThan(changes[4] ?? 1);
  });
});
