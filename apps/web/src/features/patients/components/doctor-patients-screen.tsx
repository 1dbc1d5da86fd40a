import { Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { DoctorPatient } from '@cephalo/shared/diary';
import { PATIENT_PAGE_SIZE } from '@cephalo/shared/patient-order';
import { PatientOutcomesTable } from './patient-outcomes-table';
import type { PatientSort } from '../patient-sorting';
import { useDoctorPatientPage } from '../api/get-doctor-patients';
import { PatientDiary } from './patient-diary';
import { PatientList } from './patient-list';
import { PatientPager } from './patient-pager';
import { PatientSearch } from './patient-search';
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
  const [search, setSearch] = useState('');
  // The server is asked once the doctor pauses typing, not at every letter.
  const [settledSearch] = useDebouncedValue(search, 250);
  // A page belongs to an order and a search: a new one starts again at the first page.
  const listKey = `${sort?.key ?? ''}:${sort?.direction ?? ''}:${settledSearch.trim()}`;
  const [pageOfList, setPageOfList] = useState({ listKey, page: 1 });
  const page = pageOfList.listKey === listKey ? pageOfList.page : 1;
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

  // A page that no longer exists (patients moved to another doctor meanwhile): the last one instead.
  const lastPage = Math.max(1, Math.ceil(total / PATIENT_PAGE_SIZE));
  useEffect(() => {
    if (isCurrent && page > lastPage) setPageOfList({ listKey, page: lastPage });
  }, [isCurrent, page, lastPage, listKey]);

  const goToPage = (next: number) => {
    setPageOfList({ listKey, page: next });
    listTop.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  };

  return (
    <Stack gap="xl">
      {(total > 0 || search !== '') && (
        <div ref={listTop}>
          <PatientSearch value={search} onChange={setSearch} />
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
          {total > 0 && <PatientPager page={page} total={total} onPage={goToPage} />}
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
