import { Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { PagedList } from '../../../components/paged-list';
import { useListPage } from '../../../hooks/use-list-page';
import { useT } from '../../../i18n/use-t';
import { useDoctorPatientPage } from '../api/get-doctor-patients';
import { ATTENTION_FIRST, type PatientFilters, type PatientSort } from '../patient-sorting';
import { PatientCards, PatientListEmpty, PatientListLoading } from './patient-list';
import { PatientTriageControls } from './patient-triage-controls';
import { PatientTriageTable } from './patient-triage-table';

/**
 * /patients: the doctor's triage list a page at a time (the server sorts, filters and searches the
 * whole list), who needs attention first; each patient once, as a table row on a wide screen and
 * a card on a phone, and Check diary leads to the patient's own page.
 */
export function DoctorPatientsScreen() {
  const t = useT();
  const [sort, setSort] = useState<PatientSort>(ATTENTION_FIRST);
  const [filters, setFilters] = useState<PatientFilters>({});
  const list = useListPage(`${sort.key}:${sort.direction}:${JSON.stringify(filters)}`);
  const patients = useDoctorPatientPage({ page: list.page, sort, search: list.settledSearch, filters });
  // The table needs room for its eight columns; below that each patient is a card.
  const isWide = useMediaQuery('(min-width: 75em)', undefined, { getInitialValueInEffect: false }) ?? false;
  const shown = patients.data?.patients;
  const isFiltered = Object.values(filters).some((value) => value !== undefined);

  useEffect(() => {
    // Spec section 8: a failed patients list is only logged; the screen asks for a refresh.
    if (patients.isError) console.warn('Cannot get patients', patients.error);
  }, [patients.isError, patients.error]);

  return (
    <Stack gap="lg">
      <PatientTriageControls sort={sort} onSort={setSort} filters={filters} onFilters={setFilters} />
      <PagedList
        list={list}
        total={patients.data?.total}
        isPlaceholderData={patients.isPlaceholderData}
        noun="patients"
        searchPlaceholder={t('patients.searchPlaceholder')}
        gap="lg"
      >
        {patients.isPending ? (
          <PatientListLoading />
        ) : !shown || shown.length === 0 ? (
          isFiltered ? (
            <Text c="dimmed">{t('patients.noMatch')}</Text>
          ) : (
            <PatientListEmpty isRefreshing={patients.isFetching} onRefresh={() => void patients.refetch()} />
          )
        ) : isWide ? (
          <PatientTriageTable patients={shown} sort={sort} onSort={setSort} />
        ) : (
          <PatientCards patients={shown} />
        )}
      </PagedList>
    </Stack>
  );
}
