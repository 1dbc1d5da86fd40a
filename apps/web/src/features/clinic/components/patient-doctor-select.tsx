import type { ClinicMember } from '@cephalo/shared/clinic';
import { useT } from '../../../i18n/use-t';
import { doctorOptions, NO_DOCTOR, toDoctorId } from '../doctor-options';
import { memberName } from '../member-name';
import { InlineSaveSelect } from './inline-save-select';

interface PatientDoctorSelectProps {
  patient: ClinicMember;
  doctors: ClinicMember[];
  isSaving: boolean;
  onChange: (doctorId: string | null) => void;
}

/** Reassigns a patient's doctor from the list (decisions.md: the administrator assigns and changes it). */
export function PatientDoctorSelect({ patient, doctors, isSaving, onChange }: PatientDoctorSelectProps) {
  const t = useT();
  // A doctor who left the clinic list still shows by name until another is chosen.
  const options = doctorOptions(doctors, t);
  if (patient.doctor_id && !options.some((option) => option.value === patient.doctor_id)) {
    options.push({ value: patient.doctor_id, label: patient.doctor_name ?? t('clinic.unknownDoctor') });
  }
  return (
    <InlineSaveSelect
      label={t('clinic.doctorOf', { name: memberName(patient) })}
      data={options}
      value={patient.doctor_id ?? NO_DOCTOR}
      isSaving={isSaving}
      onChange={(value) => onChange(toDoctorId(value))}
    />
  );
}
