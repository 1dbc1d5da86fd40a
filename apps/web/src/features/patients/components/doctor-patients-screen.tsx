import { Stack } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { DoctorPatient } from '@cephalo/shared/diary';
import { useDoctorPatients } from '../api/get-doctor-patients';
import { PatientDiary } from './patient-diary';
import { PatientList } from './patient-list';

/** /patients: the doctor's patients and, after "Check diary", that patient's entries. */
export function DoctorPatientsScreen() {
  const patients = useDoctorPatients();
  const [selectedPatient, setSelectedPatient] = useState<DoctorPatient | null>(null);

  useEffect(() => {
    // Spec section 8: a failed patients list is only logged; the screen asks for a refresh.
    if (patients.isError) console.warn('Cannot get patients', patients.error);
  }, [patients.isError, patients.error]);

  return (
    <Stack gap="xl">
      <PatientList
        patients={patients.data}
        isLoading={patients.isPending}
        isRefreshing={patients.isFetching}
        selectedPatientId={selectedPatient?.id ?? null}
        onCheckDiary={setSelectedPatient}
        onRefresh={() => void patients.refetch()}
      />
      {selectedPatient && <PatientDiary patient={selectedPatient} />}
    </Stack>
  );
}
