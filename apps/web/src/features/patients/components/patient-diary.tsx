import { Accordion, Button, Center, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import type { DoctorPatient } from '@cephalo/shared/diary';
import { DiaryFieldList } from '../../../components/diary-field-list';
import { usePatientDiaryEntries } from '../api/get-patient-diary-entries';
import { patientDisplayName } from '../patient-name';

/**
 * One patient's diary as collapsible cards headed "Date: {input_date}", one open at a time
 * (spec sections 2 and 4). The heading takes the focus when a patient is chosen, so keyboard and
 * screen-reader users land on the diary they asked for.
 */
export function PatientDiary({ patient, outcomes }: { patient: DoctorPatient; outcomes: ReactNode }) {
  const entries = usePatientDiaryEntries(patient.id);
  const pages = entries.data?.pages;
  const shownEntries = useMemo(() => pages?.flat() ?? [], [pages]);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const name = patientDisplayName(patient);

  useEffect(() => {
    headingRef.current?.focus();
    headingRef.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, [patient.id]);

  useEffect(() => {
    if (entries.isError) console.warn('Cannot get the patient diary', entries.error);
  }, [entries.isError, entries.error]);

  return (
    <Stack gap="md" component="section" aria-labelledby={`patient-diary-${patient.id}`}>
      <Title order={2} id={`patient-diary-${patient.id}`} ref={headingRef} tabIndex={-1} style={{ outline: 'none', scrollMarginTop: 80 }}>
        Diary of {name}
      </Title>
      {outcomes}
      <Title order={3} size="h4">
        Diary entries
      </Title>
      {entries.isPending && (
        <Stack gap="sm" aria-busy="true" aria-label="Loading the diary">
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} height={56} radius="md" />
          ))}
        </Stack>
      )}
      {entries.isError && shownEntries.length === 0 && <Text>This diary could not be loaded. Please try again in a moment.</Text>}
      {entries.isSuccess && shownEntries.length === 0 && (
        <Text c="dimmed">{name} has not written any diary entries yet. Entries appear here as soon as they are saved.</Text>
      )}
      {shownEntries.length > 0 && (
        // Keyed by patient so the open card resets when another patient is chosen.
        <Accordion key={patient.id} variant="separated" radius="md" order={3} chevronPosition="right">
          {shownEntries.map((entry) => (
            <Accordion.Item key={entry.id} value={entry.id} bg="var(--cephalo-surface)">
              <Accordion.Control>Date: {entry.input_date}</Accordion.Control>
              <Accordion.Panel>
                <DiaryFieldList entry={entry} />
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      )}
      {entries.isFetchNextPageError && <Text>The older entries could not be loaded. Please try again.</Text>}
      {/* A page at a time (30 entries), so years of diary do not arrive at once. */}
      {entries.hasNextPage && (
        <Center>
          <Button variant="default" loading={entries.isFetchingNextPage} onClick={() => void entries.fetchNextPage()}>
            Show older entries
          </Button>
        </Center>
      )}
    </Stack>
  );
}
