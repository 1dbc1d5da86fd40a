import { Stack } from '@mantine/core';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import type { DoctorPatient } from '@cephalo/shared/diary';
import { PatientOutcomesTable } from './patient-outcomes-table';
import { sortPatients, type PatientSort } from '../patient-sorting';
import { useDoctorPatients } from '../api/get-doctor-patients';
import { PatientDiary } from './patient-diary';
import { PatientList } from './patient-list';
import { patientDisplayName } from '../patient-name';

interface DoctorPatientsScreenProps {
  /**
   * Above the chosen patient's diary entries: their trends, MIDAS and treatments (outcomes
   * feature, composed in src/app). `name` is how the screen names the patient.
   */
  renderPatientOutcomes: (patient: { id: string; name: string }) => ReactNode;
}

/** /patients: the doctor's patients and, after "Check diary", that patient's entries. */
export function DoctorPatientsScreen({ renderPatientOutcomes }: DoctorPatientsScreenProps) {
  const patients = useDoctorPatients();
  const [selectedPatient, setSelectedPatient] = useState<DoctorPatient | null>(null);
  const [sort, setSort] = useState<PatientSort | null>(null);
  // The cards follow the table's order, so a sorted list reads the same in both.
  const sortedPatients = useMemo(() => (patients.data ? sortPatients(patients.data, sort) : undefined), [patients.data, sort]);

  useEffect(() => {
    // Spec section 8: a failed patients list is only logged; the screen asks for a refresh.
    if (patients.isError) console.warn('Cannot get patients', patients.error);
  }, [patients.isError, patients.error]);

  return (
    <Stack gap="xl">
      {sortedPatients && sortedPatients.length > 0 && (
        <PatientOutcomesTable
          patients={sortedPatients}
          sort={sort}
          onSort={setSort}
          selectedPatientId={selectedPatient?.id ?? null}
          onOpen={setSelectedPatient}
          nameOf={patientDisplayName}
        />
      )}
      <PatientList
        patients={sortedPatients}
        isLoading={patients.isPending}
        isRefreshing={patients.isFetching}
        selectedPatientId={selectedPatient?.id ?? null}
        onCheckDiary={setSelectedPatient}
        onRefresh={() => void patients.refetch()}
      />
      {selectedPatient && (
        <PatientDiary
          patient={selectedPatient}
          outcomes={renderPatientOutcomes({ id: selectedPatient.id, name: patientDisplayName(selectedPatient) })}
        />
      )}
    </Stack>
  );
}
