import type { DiaryEntry, DiaryEntryValues } from '@cephalo/shared/diary';
import type { WeatherSnapshot } from '@cephalo/shared/weather-snapshot';
import type { diaryEntries } from '../../db/schema';

type DiaryRow = typeof diaryEntries.$inferSelect;
type DiaryInsert = typeof diaryEntries.$inferInsert;

/** Validated input to a row. Headache details are kept only when there was a headache. */
export function toDiaryRow(userId: string, values: DiaryEntryValues): DiaryInsert {
  const hasHeadache = values.headache === 'yes';
  const detail = <T>(value: T): T | null => (hasHeadache ? value : null);
  return {
    userId,
    inputDate: values.input_date,
    headache: hasHeadache,
    headacheStart: detail(values.headache_start),
    headacheEnd: detail(values.headache_end),
    headacheIntensity: detail(values.headache_intensity),
    headacheDuration: detail(values.headache_duration),
    headachePainDescription: detail(values.headache_pain_description),
    headachePainLocation: detail(values.headache_pain_location),
    nausea: hasHeadache && values.headache_associated_symptoms_nausea,
    lightSensitivity: hasHeadache && values.headache_associated_symptoms_light_sensitivity,
    soundSensitivity: hasHeadache && values.headache_associated_symptoms_sound_sensitivity,
    aura: hasHeadache && values.headache_associated_symptoms_aura,
    visualDisturbances: hasHeadache && values.headache_associated_symptoms_visual_disturbances,
    sleepHours: values.sleep_hours,
    sleepQuality: values.sleep_quality,
    dietMeals: values.diet_meals,
    hydrationLevel: values.hydration_level,
    stressLevel: values.stress_level,
    mood: values.mood,
    environmentalFactors: values.environmental_factors,
    medicationTaken: values.medication_taken,
    medicationResponse: values.medication_response,
    therapeuticActivities: values.therapeutic_activities,
    notes: values.notes,
    weather: values.weather ?? null,
    updatedAt: new Date(),
  };
}

/** A row as the API answers it (spec field names). */
export function toDiaryEntry(row: DiaryRow): DiaryEntry {
  return {
    id: row.id,
    input_date: row.inputDate,
    headache: row.headache ? 'yes' : 'no',
    headache_start: row.headacheStart,
    headache_end: row.headacheEnd,
    headache_intensity: row.headacheIntensity,
    headache_duration: row.headacheDuration,
    headache_pain_description: row.headachePainDescription,
    headache_pain_location: row.headachePainLocation,
    headache_associated_symptoms_nausea: row.nausea,
    headache_associated_symptoms_light_sensitivity: row.lightSensitivity,
    headache_associated_symptoms_sound_sensitivity: row.soundSensitivity,
    headache_associated_symptoms_aura: row.aura,
    headache_associated_symptoms_visual_disturbances: row.visualDisturbances,
    sleep_hours: row.sleepHours,
    sleep_quality: row.sleepQuality,
    diet_meals: row.dietMeals,
    hydration_level: row.hydrationLevel,
    stress_level: row.stressLevel,
    mood: row.mood,
    environmental_factors: row.environmentalFactors,
    medication_taken: row.medicationTaken,
    medication_response: row.medicationResponse,
    therapeutic_activities: row.therapeuticActivities,
    notes: row.notes,
    weather: (row.weather as WeatherSnapshot | null) ?? null,
  };
}
