import { describe, expect, it } from 'vitest';
import { ATTENTION_REASONS, attentionReasonText as englishReasonText, type TriageNumbers } from '@cephalo/shared/patient-triage';
import { englishT } from '../../i18n/english-for-tests';
import { attentionReasonText } from './attention-reason-text';

describe('the reasons for attention in the interface language', () => {
  it('reads in English word for word as patient-triage.ts words them', () => {
    const patients: TriageNumbers[] = [
      { acute_medication_days_28: 1, migraine_days_28: 9, migraine_days_previous_28: 4, days_since_last_entry: 1 },
      { acute_medication_days_28: 12, migraine_days_28: 1, migraine_days_previous_28: 0, days_since_last_entry: 21 },
    ];
    for (const patient of patients)
      for (const reason of ATTENTION_REASONS) expect(attentionReasonText(reason, patient, englishT)).toBe(englishReasonText(reason, patient));
  });
});
