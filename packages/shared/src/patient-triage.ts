import { PREVIOUS_WINDOW_LABEL, RECENT_WINDOW_DAYS } from './outcome-windows';

/**
 * Who needs the doctor's attention first (issue 35, point 1; decision 027). The server orders the
 * doctor's list with `attentionRank`; the screen says why with `attentionReasonText`. The reasons
 * are read from the same last-28-days numbers the list shows (outcome-windows.ts).
 */

/**
 * No entry for this many days is a long silence: two weeks without a word leaves the doctor blind
 * to the last fortnight (our threshold; the diary is meant to be daily).
 */
export const LONG_SILENCE_DAYS = 14;

/** The numbers of a patient that the triage reads. */
export interface TriageNumbers {
  migraine_days_28?: number | null | undefined;
  migraine_days_previous_28?: number | null | undefined;
  acute_medication_days_28?: number | null | undefined;
  overuse_status?: 'none' | 'at_risk' | 'overuse' | null | undefined;
  migraine_days_trend?: 'up' | 'down' | 'same' | null | undefined;
  days_since_last_entry?: number | null | undefined;
}

/** Most urgent first: the order of the default list, and of a patient's reasons. */
export const ATTENTION_REASONS = ['overuse', 'overuse_risk', 'worsening', 'silent', 'no_entries'] as const;
export type AttentionReason = (typeof ATTENTION_REASONS)[number];

/** Every reason a patient needs attention, most urgent first; empty when none. */
export function attentionReasons(patient: TriageNumbers): AttentionReason[] {
  const reasons: AttentionReason[] = [];
  if (patient.overuse_status === 'overuse') reasons.push('overuse');
  if (patient.overuse_status === 'at_risk') reasons.push('overuse_risk');
  if (patient.migraine_days_trend === 'up') reasons.push('worsening');
  if (patient.days_since_last_entry == null) reasons.push('no_entries');
  else if (patient.days_since_last_entry >= LONG_SILENCE_DAYS) reasons.push('silent');
  return reasons;
}

/** 0 for the most urgent reason, up to ATTENTION_REASONS.length for a patient who needs none. */
export function attentionRank(patient: TriageNumbers): number {
  const [first] = attentionReasons(patient);
  return first === undefined ? ATTENTION_REASONS.length : ATTENTION_REASONS.indexOf(first);
}

const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;

/** One reason in words, with the numbers behind it. */
export function attentionReasonText(reason: AttentionReason, patient: TriageNumbers): string {
  const acute = plural(patient.acute_medication_days_28 ?? 0, 'acute medication day');
  switch (reason) {
    case 'overuse':
      return `Medication overuse: ${acute} in the last ${RECENT_WINDOW_DAYS} days`;
    case 'overuse_risk':
      return `Risk of medication overuse: ${acute} in the last ${RECENT_WINDOW_DAYS} days`;
    case 'worsening':
      return `Migraine days rising: ${patient.migraine_days_28 ?? 0}, against ${patient.migraine_days_previous_28 ?? 0} in ${PREVIOUS_WINDOW_LABEL}`;
    case 'silent':
      return `No diary entry for ${plural(patient.days_since_last_entry ?? 0, 'day')}`;
    case 'no_entries':
      return 'No diary entries yet';
  }
}

/** Why the patient is where they are in the list, in one line; null when nothing calls for attention. */
export function attentionSummary(patient: TriageNumbers): string | null {
  const reasons = attentionReasons(patient);
  return reasons.length === 0 ? null : reasons.map((reason) => attentionReasonText(reason, patient)).join('; ');
}
