import { addDays } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { DiaryEntryInputSchema } from '@cephalo/shared/diary';
import { DIARY_FIELD_NAMES } from '@cephalo/shared/diary-fields';
import { aDiaryEntry } from '@cephalo/shared/testing/diary-entry-builder';
import { toIsoDate } from '../../lib/diary-dates';
import { DiaryFormSchema, diaryEntryToForm, emptyDiaryForm, toDiaryEntryInput } from './diary-form-values';

const validForm = () => ({ ...emptyDiaryForm('2025-05-12'), sleep_hours: 7.5 });

describe('the diary form', () => {
  it('has a rule, a default and a stored value for every field of the declaration but the weather, in its order', () => {
    const typed = DIARY_FIELD_NAMES.filter((name) => name !== 'weather');
    expect(Object.keys(DiaryFormSchema.shape)).toEqual(typed);
    expect(Object.keys(emptyDiaryForm('2025-05-12'))).toEqual(typed);
    expect(Object.keys(diaryEntryToForm(aDiaryEntry()))).toEqual(typed);
    expect(Object.keys(toDiaryEntryInput(DiaryFormSchema.parse(validForm()), null))).toEqual(DIARY_FIELD_NAMES);
  });

  it('starts with the defaults of the specification', () => {
    const form = emptyDiaryForm('2025-05-12');
    expect(form).toMatchObject({ input_date: '2025-05-12', headache: 'no', headache_intensity: 1, stress_level: 1, sleep_hours: '' });
  });

  it('requires the sleep hours', () => {
    const result = DiaryFormSchema.safeParse(emptyDiaryForm('2025-05-12'));
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['sleep_hours', 'Sleep hours is a required field']]);
  });

  it('refuses a date in the future', () => {
    const tomorrow = toIsoDate(addDays(new Date(), 1));
    const result = DiaryFormSchema.safeParse({ ...validForm(), input_date: tomorrow });
    expect(result.error?.issues[0]?.message).toBe('The date cannot be in the future');
  });

  it('sends empty text as null and the weather as stored', () => {
    const values = DiaryFormSchema.parse({ ...validForm(), mood: '  ', notes: ' Slept badly ' });
    const input = toDiaryEntryInput(values, { city: 'Belgrade', temperature: 21, condition: 'Clear' });
    expect(input).toMatchObject({ mood: null, notes: 'Slept badly', sleep_hours: 7.5, weather: { city: 'Belgrade' } });
    expect(DiaryEntryInputSchema.safeParse(input).success).toBe(true);
  });

  it('clears hidden headache details when the answer is no', () => {
    const values = DiaryFormSchema.parse({
      ...validForm(),
      headache: 'no',
      headache_start: '08:00',
      headache_intensity: 7,
      headache_pain_location: 'Temple',
      headache_associated_symptoms_nausea: true,
    });
    // Intensity goes as null, which the API reads as its default: the stored entry has none either way.
    expect(toDiaryEntryInput(values, null)).toMatchObject({
      headache: 'no',
      headache_start: null,
      headache_intensity: null,
      headache_pain_location: null,
      headache_associated_symptoms_nausea: false,
      weather: null,
    });
  });

  it('keeps the headache details when the answer is yes, with sleep hours at one decimal', () => {
    const values = DiaryFormSchema.parse({
      ...validForm(),
      sleep_hours: 6.30000001,
      headache: 'yes',
      headache_start: '08:00',
      headache_end: '',
      headache_intensity: 7,
      headache_associated_symptoms_aura: true,
    });
    const input = toDiaryEntryInput(values, null);
    expect(input).toMatchObject({
      headache_start: '08:00',
      headache_end: null,
      headache_intensity: 7,
      headache_associated_symptoms_aura: true,
      sleep_hours: 6.3,
    });
    expect(DiaryEntryInputSchema.safeParse(input).success).toBe(true);
  });

  it("holds text to the limits of the API, with the form's own message", () => {
    const atLimit = DiaryFormSchema.parse({ ...validForm(), headache: 'yes', notes: 'n'.repeat(2000), headache_pain_location: 'l'.repeat(200) });
    expect(DiaryEntryInputSchema.safeParse(toDiaryEntryInput(atLimit, null)).success).toBe(true);
    const overLimit = DiaryFormSchema.safeParse({ ...validForm(), notes: 'n'.repeat(2001), headache_pain_location: 'l'.repeat(201) });
    expect(overLimit.error?.issues.map((issue) => issue.message)).toEqual([
      'Pain location must be at most 200 characters',
      'Notes must be at most 2000 characters',
    ]);
  });

  it('loads a stored entry for editing, reading null and None as empty', () => {
    const stored = aDiaryEntry({ headache: 'yes', headache_start: '07:30:00', headache_intensity: null, mood: 'None', sleep_hours: 8, stress_level: 4 });
    expect(diaryEntryToForm(stored)).toMatchObject({
      headache: 'yes',
      headache_start: '07:30',
      headache_intensity: 1,
      mood: '',
      sleep_hours: 8,
      stress_level: 4,
    });
  });
});
