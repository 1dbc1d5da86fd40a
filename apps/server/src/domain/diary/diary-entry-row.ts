import type { DiaryEntry, DiaryEntryValues } from '@cephalo/shared/diary';
import { clearHeadacheDetails } from '@cephalo/shared/diary-headache-details';
import type { WeatherSnapshot } from '@cephalo/shared/weather-snapshot';
import type { diaryEntries } from '../../db/schema';

type DiaryRow = typeof diaryEntries.$inferSelect;
type DiaryInsert = typeof diaryEntries.$inferInsert;

/**
 * Validated input to a row. The headache details go through the shared clearHeadacheDetails, the
 * rule the web form applies too, rather than a schema transform: the parsed input keeps its
 * defaults (intensity 1) as the contract documents them, and only what is stored is cleared.
 */
export function toDiaryRow(userId: string, input: DiaryEntryValues): DiaryInsert {
  const values = clearHeadacheDetails(input);
  return {
    userId,
    inputDate: values.input_date,
    headache: values.headache === 'yes',
    headacheStart: values.headache_start,
    headacheEnd: values.headache_end,
    headacheIntensity: values.headache_intensity,
    headacheDuration: values.headache_duration,
    headachePainDescription: values.headache_pain_description,
    headachePainLocation: values.headache_pain_location,
    nausea: values.headache_associated_symptoms_nausea,
    lightSensitivity: values.headache_associated_symptoms_light_sensitivity,
    soundSensitivity: values.headache_associated_symptoms_sound_sensitivity,
    aura: values.headache_associated_symptoms_aura,
    visualDisturbances: values.headache_associated_symptoms_visual_disturbances,
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
