/** One diary day as the clinical rules read it (a projection of the stored entry). */
export interface ClinicalDiaryDay {
  date: string; // yyyy-MM-dd
  headache: boolean;
  intensity: number | null; // 1..10
  start: string | null; // HH:mm
  end: string | null; // HH:mm
  durationText: string | null;
  painDescription: string | null;
  painLocation: string | null;
  nausea: boolean;
  lightSensitivity: boolean;
  soundSensitivity: boolean;
  aura: boolean;
  visualDisturbances: boolean;
  medicationTaken: string | null;
  sleepHours: number | null;
  stressLevel: number | null;
}

/** Days of the history within [from, to] (inclusive, yyyy-MM-dd). */
export const daysBetween = (history: ClinicalDiaryDay[], from: string, to: string) => history.filter((day) => day.date >= from && day.date <= to);

export const shiftDate = (date: string, days: number): string => {
  const shifted = new Date(`${date}T00:00:00Z`);
  shifted.setUTCDate(shifted.getUTCDate() + days);
  return shifted.toISOString().slice(0, 10);
};
