import { Accordion, Button, Center, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconPill } from '@tabler/icons-react';
import { useEffect, useMemo } from 'react';
import type { DiaryEntry } from '@cephalo/shared/diary';
import { DiaryFieldList } from '../../../components/diary-field-list';
import { useDateFormats } from '../../../i18n/format';
import { useT } from '../../../i18n/use-t';
import { usePatientDiaryEntries } from '../api/get-patient-diary-entries';
import { diaryDayHeadline } from '../diary-day-headline';

/** A card's header: the date in words, the day's headache (intensity, duration) and medicines. */
function DiaryCardHeader({ entry }: { entry: DiaryEntry }) {
  const t = useT();
  const formats = useDateFormats();
  const headline = diaryDayHeadline(entry, { t, formats });
  return (
    <Stack gap={2}>
      <Text fw={600} size="sm">
        {headline.date}
      </Text>
      <Group gap="xs" wrap="wrap">
        <Text size="sm" fw={headline.hasHeadache ? 600 : 400} c={headline.hasHeadache ? 'var(--cephalo-danger-text)' : 'dimmed'}>
          {headline.headache}
        </Text>
        {headline.medicines && (
          <Group gap={4} wrap="nowrap">
            <IconPill size={15} aria-hidden color="var(--mantine-color-dimmed)" />
            <Text size="sm" lineClamp={1}>
              {headline.medicines}
            </Text>
          </Group>
        )}
      </Group>
    </Stack>
  );
}

/**
 * One patient's diary as collapsible cards, newest first, a page (about a month) at a time. Each
 * header says the date in words, the day's headache and medicines, so a month can be scanned
 * closed; several cards may be open at once (issue 35, point 2; the specification's "one at a
 * time" and "Date: {input_date}" gave way to it).
 */
export function PatientDiary({ patientId, name }: { patientId: string; name: string }) {
  const t = useT();
  const entries = usePatientDiaryEntries(patientId);
  const pages = entries.data?.pages;
  const shownEntries = useMemo(() => pages?.flat() ?? [], [pages]);

  useEffect(() => {
    if (entries.isError) console.warn('Cannot get the patient diary', entries.error);
  }, [entries.isError, entries.error]);

  return (
    <Stack gap="md" component="section" aria-labelledby="patient-diary-heading">
      <Title order={2} size="h3" id="patient-diary-heading">
        {t('patients.diary.title')}
      </Title>
      {entries.isPending && (
        <Stack gap="sm" aria-busy="true" aria-label={t('patients.diary.loading')}>
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} height={56} radius="md" />
          ))}
        </Stack>
      )}
      {entries.isError && shownEntries.length === 0 && <Text>{t('patients.diary.loadError')}</Text>}
      {entries.isSuccess && shownEntries.length === 0 && <Text c="dimmed">{t('patients.diary.empty', { name })}</Text>}
      {shownEntries.length > 0 && (
        <Accordion multiple variant="separated" radius="md" order={3} chevronPosition="right" aria-label={t('patients.diary.of', { name })}>
          {shownEntries.map((entry) => (
            <Accordion.Item key={entry.id} value={entry.id} bg="var(--cephalo-surface)">
              <Accordion.Control>
                <DiaryCardHeader entry={entry} />
              </Accordion.Control>
              <Accordion.Panel>
                <DiaryFieldList entry={entry} />
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      )}
      {entries.isFetchNextPageError && <Text>{t('patients.diary.olderError')}</Text>}
      {/* A page at a time (30 entries), so years of diary do not arrive at once. */}
      {entries.hasNextPage && (
        <Center>
          <Button variant="default" loading={entries.isFetchingNextPage} onClick={() => void entries.fetchNextPage()}>
            {t('patients.diary.showOlder')}
          </Button>
        </Center>
      )}
    </Stack>
  );
}
