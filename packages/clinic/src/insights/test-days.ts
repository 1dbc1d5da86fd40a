import { entry, migraineEntry } from '../outcomes/test-diary';
import { shiftDate, type ClinicalDiaryDay } from './clinical-diary-day';

export const TODAY = '2026-11-21';

/** A diary day for tests, `daysAgo` before TODAY: a calm day unless overridden. */
export const day = (daysAgo: number, overrides: Partial<ClinicalDiaryDay> = {}): ClinicalDiaryDay => entry(shiftDate(TODAY, -daysAgo), overrides);

/** A textbook migraine day: 6 hours, one-sided, throbbing, 7/10, nausea. */
export const migraineDay = (daysAgo: number, overrides: Partial<ClinicalDiaryDay> = {}) => migraineEntry(shiftDate(TODAY, -daysAgo), overrides);
