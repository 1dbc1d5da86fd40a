import { describe, expect, it } from 'vitest';
import { DIARY_FIELD_LABELS, DiaryEntryInputSchema, DiaryEntrySchema } from './diary';
import { DIARY_FIELDS, DIARY_FIELD_NAMES } from './diary-fields';
import { HEADACHE_DETAIL_FIELDS, HEADACHE_SYMPTOM_FIELDS, NO_HEADACHE_DETAILS, clearHeadacheDetails } from './diary-headache-details';
import { aDiaryInput } from './testing/diary-entry-builder';

describe('the declaration of the diary fields', () => {
  it('names the fields of spec section 3, word for word and in its order', () => {
    const symptoms = ['nausea', 'light_sensitivity', 'sound_sensitivity', 'aura', 'visual_disturbances'].map(
      (symptom) => `headache_associated_symptoms_${symptom}`,
    );
    expect(DIARY_FIELD_NAMES).toEqual([
      'input_date',
      'headache',
      'headache_start',
      'headache_end',
      'headache_intensity',
      'headache_duration',
      'headache_pain_description',
      'headache_pain_location',
      ...symptoms,
      'sleep_hours',
      'sleep_quality',
      'diet_meals',
      'hydration_level',
      'stress_level',
      'mood',
      'environmental_factors',
      'medication_taken',
      'medication_response',
      'therapeutic_activities',
      'notes',
      'weather',
    ]);
    expect(HEADACHE_SYMPTOM_FIELDS).toEqual(symptoms);
  });

  it('gives every field to the input and response schemas and every typed field a label, in its order', () => {
    expect(Object.keys(DiaryEntryInputSchema.shape)).toEqual(DIARY_FIELD_NAMES);
    expect(Object.keys(DiaryEntrySchema.shape)).toEqual(['id', ...DIARY_FIELD_NAMES]);
    expect(Object.keys(DIARY_FIELD_LABELS)).toEqual(DIARY_FIELD_NAMES.filter((name) => name !== 'weather'));
    expect(DIARY_FIELD_NAMES.map((name) => DIARY_FIELDS[name].label).every((label) => label.trim() !== '')).toBe(true);
  });

  it('makes the headache details the ones spec section 4 hides without a headache: start, end, intensity, duration, pain description, location, symptoms', () => {
    expect(HEADACHE_DETAIL_FIELDS).toEqual([
      'headache_start',
      'headache_end',
      'headache_intensity',
      'headache_duration',
      'headache_pain_description',
      'headache_pain_location',
      ...HEADACHE_SYMPTOM_FIELDS,
    ]);
    expect(NO_HEADACHE_DETAILS).toEqual({
      headache_start: null,
      headache_end: null,
      headache_intensity: null,
      headache_duration: null,
      headache_pain_description: null,
      headache_pain_location: null,
      ...Object.fromEntries(HEADACHE_SYMPTOM_FIELDS.map((symptom) => [symptom, false])),
    });
  });

  it('answers with the kinds it takes: a saved input, details cleared or not, is a valid response', () => {
    const everything = DiaryEntryInputSchema.parse(
      aDiaryInput({
        headache: 'yes',
        headache_start: '07:00',
        headache_end: '09:15',
        headache_intensity: 4,
        headache_duration: '2 hours',
        headache_pain_description: 'Pressing',
        headache_pain_location: 'Forehead',
        headache_associated_symptoms_aura: true,
        sleep_quality: 'Good',
        diet_meals: 'Breakfast',
        hydration_level: '2 litres',
        mood: 'Calm',
        environmental_factors: 'Noise',
        medication_taken: 'None taken',
        medication_response: 'n/a',
        therapeutic_activities: 'Yoga',
        notes: 'Fine',
        weather: { city: 'Skopje', temperature: 12 },
      }),
    );
    for (const headache of ['yes', 'no'] as const) {
      const stored = { id: 'e1', ...clearHeadacheDetails({ ...everything, headache }), weather: everything.weather ?? null };
      expect(DiaryEntrySchema.parse(stored)).toEqual(stored);
    }
    expect(DiaryEntrySchema.parse({ id: 'e2', ...clearHeadacheDetails(DiaryEntryInputSchema.parse(aDiaryInput())), weather: null })).toMatchObject({
      headache: 'no',
      headache_intensity: null,
      notes: null,
    });
  });
});
