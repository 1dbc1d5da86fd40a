import type { ClinicalDiaryDay } from './clinical-diary-day';

/** What one headache day shows of the ICHD-3 features; null where the diary does not say. */
export interface AttackFeatures {
  durationHours: number | null;
  isUnilateral: boolean | null;
  isBilateral: boolean | null;
  isPulsating: boolean | null;
  isPressing: boolean | null;
  /** ICHD-3 "moderate or severe": 4 or more on the diary's 1..10 scale. */
  isModerateOrSevere: boolean | null;
  isAggravatedByActivity: boolean | null;
  hasNausea: boolean;
  hasPhotophobia: boolean;
  hasPhonophobia: boolean;
  hasAura: boolean;
}

/** 1..3 mild, 4..7 moderate, 8..10 severe: the usual mapping of a 0-10 scale to ICHD-3's words. */
export const MODERATE_INTENSITY_FROM = 4;

const UNILATERAL = /\b(one[- ]sided|one side|left|right|unilateral|side of (my )?head|behind (one|my left|my right) eye)\b/i;
const BILATERAL = /\b(both sides|bilateral|whole head|all over|band|forehead and back|both temples|like a band)\b/i;
const PULSATING = /\b(throbb\w*|puls\w*|pound\w*|beating|hammering)\b/i;
const PRESSING = /\b(press\w*|tight\w*|squeez\w*|band|heavy|dull|vice|pressure)\b/i;
const AGGRAVATED =
  /\b(worse (with|on|when|after) (moving|movement|activity|walking|stairs|climbing|bending|exercise)|aggravat\w*|movement makes it worse|had to lie (down|still))\b/i;
const NOT_AGGRAVATED = /\b(not worse with (movement|activity)|could (still )?work|walking (did not|didn't) make it worse)\b/i;

/** Hours between start and end (an end before the start passes midnight), or from the duration text. */
export function durationHours(day: Pick<ClinicalDiaryDay, 'start' | 'end' | 'durationText'>): number | null {
  if (day.start && day.end) {
    const [startHour = 0, startMinute = 0] = day.start.split(':').map(Number);
    const [endHour = 0, endMinute = 0] = day.end.split(':').map(Number);
    let minutes = endHour * 60 + endMinute - (startHour * 60 + startMinute);
    if (minutes <= 0) minutes += 24 * 60;
    return minutes / 60;
  }
  const text = day.durationText?.toLowerCase() ?? '';
  if (!text) return null;
  const number = (pattern: RegExp) => {
    const match = pattern.exec(text);
    return match ? Number.parseFloat(match[1]!.replace(',', '.')) : null;
  };
  const days = number(/(\d+(?:[.,]\d+)?)\s*(?:d\b|days?)/);
  const hours = number(/(\d+(?:[.,]\d+)?)\s*(?:h\b|hrs?\b|hours?)/);
  const minutes = number(/(\d+)\s*(?:m\b|mins?\b|minutes?)/);
  if (days === null && hours === null && minutes === null) {
    if (/all day|whole day/.test(text)) return 12;
    return null;
  }
  return (days ?? 0) * 24 + (hours ?? 0) + (minutes ?? 0) / 60;
}

const matchOrNull = (text: string | null, yes: RegExp, no?: RegExp): boolean | null => {
  if (!text) return null;
  if (no?.test(text)) return false;
  return yes.test(text) ? true : null;
};

export function attackFeatures(day: ClinicalDiaryDay): AttackFeatures {
  const description = [day.painDescription, day.painLocation].filter(Boolean).join('. ') || null;
  return {
    durationHours: durationHours(day),
    isUnilateral: matchOrNull(day.painLocation ?? day.painDescription, UNILATERAL),
    isBilateral: matchOrNull(day.painLocation ?? day.painDescription, BILATERAL),
    isPulsating: matchOrNull(day.painDescription, PULSATING),
    isPressing: matchOrNull(day.painDescription, PRESSING),
    isModerateOrSevere: day.intensity === null ? null : day.intensity >= MODERATE_INTENSITY_FROM,
    isAggravatedByActivity: matchOrNull(description, AGGRAVATED, NOT_AGGRAVATED),
    hasNausea: day.nausea,
    hasPhotophobia: day.lightSensitivity,
    hasPhonophobia: day.soundSensitivity,
    hasAura: day.aura || day.visualDisturbances,
  };
}

/** ICHD-3 1.1 C: at least two of the four pain characteristics. */
export const migrainePainCharacteristics = (features: AttackFeatures) =>
  [features.isUnilateral, features.isPulsating, features.isModerateOrSevere, features.isAggravatedByActivity].filter((value) => value === true).length;

/** ICHD-3 1.1 D: nausea and/or vomiting, or both photophobia and phonophobia. */
export const hasMigraineAccompaniment = (features: AttackFeatures) => features.hasNausea || (features.hasPhotophobia && features.hasPhonophobia);

/** ICHD-3 1.1 B: 4-72 hours (untreated or unsuccessfully treated). */
export const hasMigraineDuration = (features: AttackFeatures) => features.durationHours !== null && features.durationHours >= 4 && features.durationHours <= 72;
