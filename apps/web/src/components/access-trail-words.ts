import { ACCESS_ACTIONS, type AccessAction } from '@cephalo/shared/access-log';
import type { Role } from '@cephalo/shared/roles';
import type { MessageKey } from '../i18n/i18n';
import { useDateFormats } from '../i18n/format';
import { useT } from '../i18n/use-t';

const ROLE_KEYS: Record<Role, MessageKey> = { USER: 'role.patient', DOCTOR: 'role.doctor', CLINIC_ADMIN: 'role.clinicAdmin' };

/** Each act of the trail (access-log.ts ACCESS_ACTIONS, whose English the catalogue repeats). */
export const ACTION_KEYS: Record<AccessAction, MessageKey> = {
  'patient.open': 'trail.action.patientOpen',
  'patients.list': 'trail.action.patientsList',
  'members.list': 'trail.action.membersList',
  'report.read': 'trail.action.reportRead',
  'fhir.export': 'trail.action.fhirExport',
  'profile.export': 'trail.action.profileExport',
  'treatment.change': 'trail.action.treatmentChange',
  'doctor.change': 'trail.action.doctorChange',
  'plan.change': 'trail.action.planChange',
  'diary.read': 'trail.action.diaryRead',
  'outcomes.read': 'trail.action.outcomesRead',
  'treatments.read': 'trail.action.treatmentsRead',
  'midas.read': 'trail.action.midasRead',
};

/** The server's pseudonym of an erased patient (access-log.ts): "Patient 1a2b3c4d (account erased)". */
const ERASED_PATIENT = /^Patient ([0-9a-f]+) \(account erased\)$/;

const isKnownAction = (action: string): action is AccessAction => action in ACCESS_ACTIONS;

/**
 * The access trail's words in the interface language: the server sends each row's act as a code
 * (`action`) beside its English words (`description`); the screens word the act from its code and
 * show the server's words only for an act this build does not know.
 */
export function useTrailWords() {
  const t = useT();
  const formats = useDateFormats();
  return {
    when: (iso: string) => formats.dateTime(new Date(iso)),
    role: (role: Role) => t(ROLE_KEYS[role]),
    // A list's row (no one patient) says how many patients it showed, as the server's words do.
    action: (entry: { action: string; description: string; patient_id: string | null; patient_count: number }) =>
      !isKnownAction(entry.action)
        ? entry.description
        : entry.patient_id === null
          ? `${t(ACTION_KEYS[entry.action])} ${t('trail.shown', { count: entry.patient_count })}`
          : t(ACTION_KEYS[entry.action]),
    patientCount: (count: number) => t('trail.patientCount', { count }),
    patientName: (name: string) => {
      const erased = ERASED_PATIENT.exec(name);
      return erased ? t('trail.erasedPatient', { id: erased[1] }) : name;
    },
  };
}
