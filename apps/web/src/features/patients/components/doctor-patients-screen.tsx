import { Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { DoctorPatient } from '@cephalo/shared/diary';
import { ListPager } from '../../../components/list-pager';
import { ListSearch } from '../../../components/list-search';
import { useLastPageWhenGone, useListPage } from '../../../hooks/use-list-page';
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
  const { search, setSearch, settledSearch, page, setPage } = useListPage(`${sort?.key ?? ''}:${sort?.direction ?? ''}`);
  const patients = useDoctorPatientPage({ page, sort, search: settledSearch });
  const [selectedPatient, setSelectedPatient] = useState<DoctorPatient | null>(null);
  const listTop = useRef<HTMLDivElement>(null);
  const shown = patients.data?.patients;
  const total = patients.data?.total ?? 0;
  const isSearching = settledSearch.trim() !== '';
  const isCurrent = patients.data !== undefined && !patients.isPlaceholderData;

  useEffect(() => {
    // Spec section 8: a failed patients list is only logged; the screen asks for a refresh.
    if (patients.isError) console.warn('Cannot get patients', patients.error);
  }, [patients.isError, patients.error]);

  // Patients moved to another doctor meanwhile.
  useLastPageWhenGone({ page, setPage, total, isCurrent });

  const goToPage = (next: number) => {
    setPage(next);
    listTop.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  };

  return (
    <Stack gap="xl">
      {(total > 0 || search !== '') && (
        <div ref={listTop}>
          <ListSearch label="Search patients" placeholder="Name, e-mail or phone number" value={search} onChange={setSearch} />
        </div>
      )}
      {isSearching && isCurrent && shown?.length === 0 ? (
        <Text c="dimmed">No patient matches “{settledSearch.trim()}”.</Text>
      ) : (
        <Stack gap="xl" aria-busy={patients.isPlaceholderData} style={{ opacity: patients.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}>
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
          {total > 0 && <ListPager page={page} total={total} onPage={goToPage} noun={{ one: 'patient', many: 'patients' }} />}
        </Stack>
      )}
      {selectedPatient && (
        <PatientDiary
          patient={selectedPatient}
          outcomes={renderPatientOutcomes({ id: selectedPatient.id, name: patientDisplayName(selectedPatient) })}
        />
      )}
    </Stack>
  );
}
