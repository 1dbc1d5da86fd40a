import { Stack } from '@mantine/core';
import { useEffect, useState, type ReactNode } from 'react';
import type { DoctorPatient } from '@cephalo/shared/diary';
import { PagedList } from '../../../components/paged-list';
import { useListPage } from '../../../hooks/use-list-page';
import { PatientOutcomesTable } from './patient-outcomes-table';
import type { PatientSort } from '../patient-sorting';
import { useDoctorPatientPage } from '../api/get-doctor-patients';
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

/**
 * /patients: the doctor's patients a page at a time (the server sorts and searches the whole list)
 * and, after "Check diary", that patient's entries.
 */
export function DoctorPatientsScreen({ renderPatientOutcomes }: DoctorPatientsScreenProps) {
  const [sort, setSort] = useState<PatientSort | null>(null);
  const list = useListPage(`${sort?.key ?? ''}:${sort?.direction ?? ''}`);
  const patients = useDoctorPatientPage({ page: list.page, sort, search: list.settledSearch });
  const [selectedPatient, setSelectedPatient] = useState<DoctorPatient | null>(null);
  const shown = patients.data?.patients;

  useEffect(() => {
    // Spec section 8: a failed patients list is only logged; the screen asks for a refresh.
    if (patients.isError) console.warn('Cannot get patients', patients.error);
  }, [patients.isError, patients.error]);

  return (
    <Stack gap="xl">
      <PagedList
        list={list}
        total={patients.data?.total}
        isPlaceholderData={patients.isPlaceholderData}
        noun={{ one: 'patient', many: 'patients' }}
        searchPlaceholder="Name, e-mail or phone number"
        gap="xl"
      >
        {shown && shown.length > 0 && (
          <PatientOutcomesTable
            patients={shown}
            sort={sort}
            onSort={setSort}
            selectedPatientId={selectedPatient?.id ?? null}
            onOpen={setSelectedPatient}
            nameOf={patientDisplayName}
          />
        )}
        <PatientList
          patients={shown}
          isLoading={patients.isPending}
          isRefreshing={patients.isFetching}
          selectedPatientId={selectedPatient?.id ?? null}
          onCheckDiary={setSelectedPatient}
          onRefresh={() => void patients.refetch()}
        />
      </PagedList>
      {selectedPatient && (
        <PatientDiary patient={selectedPatient} outcomes={renderPatientOutcomes({ id: selectedPatient.id, name: patientDisplayName(selectedPatient) })} />
      )}
    </Stack>
  );
}
