import { shiftDate, type ClinicalDiaryDay } from '../insights/clinical-diary-day';

/** A calm diary day on a given date unless overridden. */
export const entry = (date: string, overrides: Partial<ClinicalDiaryDay> = {}): ClinicalDiaryDay => ({
  date,
  headache: false,
  intensity: null,
  start: null,
  end: null,
  durationText: null,
  painDescription: null,
  painLocation: null,
  nausea: false,
  lightSensitivity: false,
  soundSensitivity: false,
  aura: false,
  visualDisturbances: false,
  medicationTaken: null,
  sleepHours: 7,
  stressLevel: 3,
  ...overrides,
});

/** 6 hours, left side, throbbing, 7/10, nausea: a migraine day by its features. */
export const migraineEntry = (date: string, overrides: Partial<ClinicalDiaryDay> = {}) =>
  entry(date, {
    headache: true,
    intensity: 7,
    start: '08:00',
    end: '14:00',
    painDescription: 'throbbing',
    painLocation: 'left side',
    nausea: true,
    ...overrides,
  });

/** 2 hours, pressing, both sides, 3/10: a headache day that is no migraine day. */
export const tensionEntry = (date: string, overrides: Partial<ClinicalDiaryDay> = {}) =>
  entry(date, { headache: true, intensity: 3, start: '15:00', end: '17:00', painDescription: 'pressing band', painLocation: 'both sides', ...overrides });

/** `length` consecutive days from `from`, each made by `make(date, index)`. */
export const diaryDays = (from: string, length: number, make: (date: string, index: number) => ClinicalDiaryDay | null) =>
  Array.from({ length }, (_, index) => make(shiftDate(from, index), index)).filter((day): day is ClinicalDiaryDay => day !== null);
