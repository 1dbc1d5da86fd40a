import { describe, expect, it } from 'vitest';
import { ENGLISH_FORMATS, englishT } from '../../i18n/english-for-tests';
import { diaryDayHeadline as headlineIn, durationBetween } from './diary-day-headline';

const diaryDayHeadline = (entry: Parameters<typeof headlineIn>[0]) => headlineIn(entry, { t: englishT, formats: ENGLISH_FORMATS });

const day = {
  input_date: '2026-11-27',
  headache: 'yes' as const,
  headache_intensity: 7,
  headache_start: '08:00',
  headache_end: '14:30',
  headache_duration: null,
  medication_taken: 'sumatriptan 50 mg',
};

describe("a diary card's header", () => {
  it('says the date in words, the headache with its intensity and length, and the medicines', () => {
    expect(diaryDayHeadline(day)).toEqual({
      date: 'Friday, 27 November 2026',
      headache: 'Headache 7/10, 08:00-14:30 (6 h 30 min)',
      hasHeadache: true,
      medicines: 'sumatriptan 50 mg',
    });
  });

  it('prefers the duration the patient wrote, and says when there was no headache', () => {
    expect(diaryDayHeadline({ ...day, headache_start: null, headache_end: null, headache_duration: 'all day' }).headache).toBe('Headache 7/10, all day');
    expect(diaryDayHeadline({ ...day, headache: 'no', medication_taken: 'None' })).toMatchObject({
      headache: 'No headache',
      hasHeadache: false,
      medicines: null,
    });
  });

  it('counts a headache past midnight into the next day', () => {
    expect(durationBetween('22:00', '02:15', englishT)).toBe('4 h 15 min');
    expect(durationBetween('10:00', null, englishT)).toBeNull();
  });
});
