import { Loader, Select } from '@mantine/core';
import type { ClinicMember } from '@cephalo/shared/clinic';
import { doctorOptions, NO_DOCTOR, toDoctorId } from '../doctor-options';
import { memberName } from '../member-name';

interface PatientDoctorSelectProps {
  patient: ClinicMember;
  doctors: ClinicMember[];
  isSaving: boolean;
  onChange: (doctorId: string | null) => void;
}

/** Reassigns a patient's doctor from the list (decisions.md: the administrator assigns and changes it). */
export function PatientDoctorSelect({ patient, doctors, isSaving, onChange }: PatientDoctorSelectProps) {
  // A doctor who left the clinic list still shows by name until another is chosen.
  const options = doctorOptions(doctors);
  if (patient.doctor_id && !options.some((option) => option.value === patient.doctor_id)) {
    options.push({ value: patient.doctor_id, label: patient.doctor_name ?? 'Unknown doctor' });
  }
  return (
    <Select
      aria-label={`Doctor of ${memberName(patient)}`}
      data={options}
      value={patient.doctor_id ?? NO_DOCTOR}
      onChange={(value) => {
        const doctorId = toDoctorId(value);
        if (doctorId !== patient.doctor_id) onChange(doctorId);
      }}
      allowDeselect={false}
      disabled={isSaving}
      rightSection={isSaving ? <Loader size="xs" aria-label="Saving" /> : undefined}
      size="sm"
      miw={170}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
