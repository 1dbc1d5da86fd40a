import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import type { ForecastDay, ForecastExplanation } from '@cephalo/shared/headache-forecast';
import english from '../../i18n/catalogues/en.json';
import { dateFormats } from '../../i18n/format';
import type { Translate } from '../../i18n/use-t';
import { explainForecastDay as explainIn } from './forecast-explanation';

// The English catalogue (decision 029): the explanation reads as the specification's English.
const i18n = setupI18n({ locale: 'en', messages: { en: english } });
const ENGLISH = { t: ((key, values) => i18n._(key, values)) as Translate, formats: dateFormats('en') };
const explainForecastDay = (explanation: ForecastExplanation, dayIndex: number, today: string) => explainIn(explanation, dayIndex, today, ENGLISH);

const TODAY = '2025-06-30';

const explanationWith = (day: Partial<ForecastDay>, fields: Partial<ForecastExplanation> = {}): ForecastExplanation => ({
  diary_days: 40,
  min_diary_days: 14,
  is_personal: true,
  personal_weight: 0.42,
  typical_probability: 0.25,
  days: [{ date: '2025-07-01', probability: 0.37, usual_probability: 0.22, contributions: [], ...day }],
  ...fields,
});

describe('explainForecastDay', () => {
  it("puts the patient's forecast in plain words, strongest reason first", () => {
    const explained = explainForecastDay(
      explanationWith({
        contributions: [
          { factor: 'recent_headache', change: 0.121, date: TODAY, had_headache: true },
          { factor: 'stress', change: 0.004, date: TODAY, stress: 5, stress_before: 5, usual_stress: 4.6 },
          { factor: 'sleep', change: 0.032, date: TODAY, hours: 4, usual_hours: 7.1 },
          { factor: 'weather', change: -0.006, pressure_change_hpa: 2 },
        ],
      }),
      0,
      TODAY,
    );
    expect(explained).toMatchObject({
      dayName: 'Tuesday 1 July',
      isPersonal: true,
      headline: '37% chance of a headache',
      meaning: 'A headache is expected on about 4 in 10 days like it.',
      usual: 'On a usual day your chance is 22%.',
      noReasons: null,
      sureness: { label: 'Somewhat sure' },
    });
    // Stress moved it by less than half a point: left out.
    expect(explained?.reasons).toEqual([
      { text: 'A headache today', points: 12, effect: 'raised it by 12 points' },
      { text: '4 h of sleep logged today (your usual is about 7.1 h)', points: 3, effect: 'raised it by 3 points' },
      { text: 'No big fall in air pressure forecast (+2 hPa)', points: -1, effect: 'lowered it by 1 point' },
    ]);
    expect(explained?.sureness.text).toMatch(/^Based on 40 diary days\./);
  });

  it('follows the contributions: another last day, another explanation', () => {
    const headache = explainForecastDay(
      explanationWith({ contributions: [{ factor: 'recent_headache', change: 0.1, date: '2025-06-29', had_headache: true }] }),
      0,
      TODAY,
    );
    const none = explainForecastDay(
      explanationWith({ contributions: [{ factor: 'recent_headache', change: -0.05, date: '2025-06-29', had_headache: false }] }),
      0,
      TODAY,
    );
    expect(headache?.reasons).toEqual([{ text: 'A headache yesterday', points: 10, effect: 'raised it by 10 points' }]);
    expect(none?.reasons).toEqual([{ text: 'No headache yesterday', points: -5, effect: 'lowered it by 5 points' }]);
    const letdown = explainForecastDay(
      explanationWith({ contributions: [{ factor: 'stress', change: 0.06, date: '2025-06-28', stress: 2, stress_before: 8, usual_stress: 4.5 }] }),
      0,
      TODAY,
    );
    expect(letdown?.reasons[0]?.text).toBe('Stress dropped from 8 to 2 on 28 June (a let-down)');
    const steady = explainForecastDay(
      explanationWith({ contributions: [{ factor: 'stress', change: -0.04, date: TODAY, stress: 4, stress_before: 4, usual_stress: 4.2 }] }),
      0,
      TODAY,
    );
    expect(steady?.reasons).toEqual([
      { text: 'Stress steady today (4 of 10, the day before 4), no sudden drop', points: -4, effect: 'lowered it by 4 points' },
    ]);
    const high = explainForecastDay(
      explanationWith({ contributions: [{ factor: 'stress', change: 0.02, date: TODAY, stress: 9, stress_before: 8, usual_stress: 4.5 }] }),
      0,
      TODAY,
    );
    expect(high?.reasons[0]?.text).toBe('Stress 9 of 10 today, well above your usual (about 4.5)');
    const overuse = explainForecastDay(
      explanationWith({
        contributions: [
          { factor: 'medication', change: 0.05, days: 12 },
          { factor: 'recent_weeks', change: -0.03 },
        ],
      }),
      0,
      TODAY,
    );
    expect(overuse?.reasons.map((reason) => reason.text)).toEqual([
      'Headache medicine on about 12 of the last 30 days',
      'Fewer headache days than usual in recent weeks',
    ]);
    const falling = explainForecastDay(explanationWith({ contributions: [{ factor: 'weather', change: 0.02, pressure_change_hpa: -7.4 }] }), 0, TODAY);
    expect(falling?.reasons[0]?.text).toBe('Air pressure forecast to fall by 7 hPa');
  });

  it("says so when the diary is too short, instead of passing the typical number off as the patient's", () => {
    const explained = explainForecastDay(
      explanationWith({ probability: 0.25, usual_probability: 0.25 }, { diary_days: 0, is_personal: false, personal_weight: 0 }),
      0,
      TODAY,
    );
    expect(explained).toMatchObject({
      headline: 'Not enough diary yet',
      meaning: 'With no diary yet, there is only the number typical for people with migraine: 25% on any day. That is not yet yours.',
      usual: null,
      noReasons: 'Nothing in your diary or the weather moved it by a whole point.',
      sureness: { label: 'Not yet yours', text: 'Based on 0 diary days. It becomes your own forecast from 14 diary days.' },
    });
  });

  it('says how far a short diary has moved the typical number', () => {
    const explained = explainForecastDay(
      explanationWith({ probability: 0.31, usual_probability: 0.27 }, { diary_days: 5, is_personal: false, personal_weight: 0.15 }),
      0,
      TODAY,
    );
    expect(explained?.meaning).toBe(
      'With 5 diary days, the model mostly gives the number typical for people with migraine (25%); for this day it says 31%. That is not yet yours.',
    );
    expect(explained?.usual).toBe('A usual day starts from 27%, close to the 25% typical for people with migraine.');
    expect(explained?.sureness.text).toBe('Based on 5 diary days. It becomes your own forecast from 14 diary days.');
  });

  it('calls a later day near the usual chance what it is, and knows only five days', () => {
    const explanation = explanationWith({});
    explanation.days.push({ date: '2025-07-02', probability: 0.23, usual_probability: 0.22, contributions: [] });
    expect(explainForecastDay(explanation, 1, TODAY)?.meaning).toMatch(/about your usual chance/);
    expect(explainForecastDay(explanation, 0, TODAY)?.meaning).not.toMatch(/usual/);
    expect(explainForecastDay(explanation, 7, TODAY)).toBeNull();
    expect(explainForecastDay({ ...explanation, personal_weight: 0.7 }, 0, TODAY)?.sureness.label).toBe('As sure as it gets');
  });
});
