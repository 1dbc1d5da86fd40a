import { Accordion, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import type { DoctorPatient } from '@cephalo/shared/diary';
import { DiaryFieldList } from '../../diary/components/diary-field-list';
import { usePatientDiaryEntries } from '../api/get-patient-diary-entries';
import { patientDisplayName } from '../patient-name';

/**
 * One patient's diary as collapsible cards headed "Date: {input_date}", one open at a time
 * (spec sections 2 and 4). The heading takes the focus when a patient is chosen, so keyboard and
 * screen-reader users land on the diary they asked for.
 */
export function PatientDiary({ patient }: { patient: DoctorPatient }) {
  const entries = usePatientDiaryEntries(patient.id);
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
      {entries.isPending && (
        <Stack gap="sm" aria-busy="true" aria-label="Loading the diary">
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} height={56} radius="md" />
          ))}
        </Stack>
      )}
      {entries.isError && <Text>This diary could not be loaded. Please try again in a moment.</Text>}
      {entries.isSuccess && entries.data.length === 0 && (
        <Text c="dimmed">{name} has not written any diary entries yet. Entries appear here as soon as they are saved.</Text>
      )}
      {entries.isSuccess && entries.data.length > 0 && (
        // Keyed by patient so the open card resets when another patient is chosen.
        <Accordion key={patient.id} variant="separated" radius="md" order={3} chevronPosition="right">
          {entries.data.map((entry) => (
            <Accordion.Item key={entry.id} value={entry.id} bg="white">
              <Accordion.Control>Date: {entry.input_date}</Accordion.Control>
              <Accordion.Panel>
                <DiaryFieldList entry={entry} />
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      )}
    </Stack>
  );
}
