import { RECENT_WINDOW_DAYS } from '@cephalo/shared/outcome-windows';
import type { AttentionReason, TriageNumbers } from '@cephalo/shared/patient-triage';
import type { Translate } from '../../i18n/use-t';

/**
 * One reason for attention in the interface language, worded from its kind and numbers
 * (patient-triage.ts keeps the specification's English, `attentionReasonText`, which the English
 * catalogue repeats word for word: attention-reason-text.test.ts).
 */
export function attentionReasonText(reason: AttentionReason, patient: TriageNumbers, t: Translate): string {
  switch (reason) {
    case 'overuse':
      return t('patients.reason.overuse', { count: patient.acute_medication_days_28 ?? 0, days: RECENT_WINDOW_DAYS });
    case 'overuse_risk':
      return t('patients.reason.overuseRisk', { count: patient.acute_medication_days_28 ?? 0, days: RECENT_WINDOW_DAYS });
    case 'worsening':
      return t('patients.reason.worsening', {
        recent: patient.migraine_days_28 ?? 0,
        previous: patient.migraine_days_previous_28 ?? 0,
        days: RECENT_WINDOW_DAYS,
      });
    case 'silent':
      return t('patients.reason.silent', { count: patient.days_since_last_entry ?? 0 });
    case 'no_entries':
      return t('patients.reason.noEntries');
  }
}
