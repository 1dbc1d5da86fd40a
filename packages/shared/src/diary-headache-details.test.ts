import { describe, expect, it } from 'vitest';
import { DiaryEntryInputSchema } from './diary';
import { HEADACHE_SYMPTOM_FIELDS, clearHeadacheDetails } from './diary-headache-details';
import { aDiaryInput } from './testing/diary-entry-builder';

const withDetails = (headache: 'yes' | 'no') =>
  DiaryEntryInputSchema.parse(
    aDiaryInput({
      headache,
      headache_start: '08:00',
      headache_end: '11:30',
      headache_intensity: 7,
      headache_duration: '3 hours',
      headache_pain_description: 'Throbbing',
      headache_pain_location: 'Left temple',
      headache_associated_symptoms_nausea: true,
      headache_associated_symptoms_light_sensitivity: true,
      headache_associated_symptoms_sound_sensitivity: true,
      headache_associated_symptoms_aura: true,
      headache_associated_symptoms_visual_disturbances: true,
      notes: 'Long day',
    }),
  );

describe('clearHeadacheDetails', () => {
  it('empties every headache detail of a day without headache, and nothing else', () => {
    const { headache_start, headache_end, headache_intensity, headache_duration, headache_pain_description, headache_pain_location, ...rest } =
      clearHeadacheDetails(withDetails('no'));
    expect([headache_start, headache_end, headache_intensity, headache_duration, headache_pain_description, headache_pain_location]).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
    expect(HEADACHE_SYMPTOM_FIELDS.map((symptom) => rest[symptom])).toEqual([false, false, false, false, false]);
    expect(rest).toMatchObject({ headache: 'no', input_date: '2025-05-12', sleep_hours: 7.5, stress_level: 3, notes: 'Long day' });
  });

  it('keeps the details of a headache day as they are', () => {
    expect(clearHeadacheDetails(withDetails('yes'))).toEqual(withDetails('yes'));
  });
});
