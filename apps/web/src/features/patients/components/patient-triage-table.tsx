import { Anchor, Button, Group, Stack, Table, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconArrowsSort, IconNotebook, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import { Link } from 'react-router';
import { RECENT_WINDOW_DAYS } from '@cephalo/shared/outcome-windows';
import type { DoctorPatient } from '@cephalo/shared/diary';
import { PhoneNumber } from '../../../components/phone-number';
import { useT } from '../../../i18n/use-t';
import { patientDisplayName, patientPhone } from '../patient-name';
import { lastEntryText, nextSort, type PatientSort, type PatientSortKey } from '../patient-sorting';
import { AcuteDays, AttentionReasons, Trend } from './patient-numbers';

interface PatientTriageTableProps {
  /** Already in the chosen order (the server's). */
  patients: readonly DoctorPatient[];
  sort: PatientSort;
  onSort: (sort: PatientSort) => void;
}

function SortableHeader({ label, sortKey, sort, onSort }: { label: string; sortKey: PatientSortKey; sort: PatientSort; onSort: (sort: PatientSort) => void }) {
  const direction = sort.key === sortKey ? sort.direction : null;
  const Icon = direction === 'ascending' ? IconSortAscending : direction === 'descending' ? IconSortDescending : IconArrowsSort;
  return (
    <Table.Th scope="col" aria-sort={direction ?? 'none'}>
      <UnstyledButton onClick={() => onSort(nextSort(sort, sortKey))} fw={600} fz="sm">
        <Group gap={4} wrap="nowrap">
          {label}
          <Icon size={15} aria-hidden color={direction ? 'var(--mantine-color-cephalo-7)' : 'var(--mantine-color-dimmed)'} />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}

/**
 * The doctor's triage list on a wide screen (issue 35): each patient once, with why they need
 * attention and the last 28 days' numbers (outcome-windows.ts) with the migraine trend, sortable
 * by each column; the
 * specification's name, e-mail, phone number and Check diary button in the first and last columns.
 */
export function PatientTriageTable({ patients, sort, onSort }: PatientTriageTableProps) {
  const t = useT();
  return (
    <Table.ScrollContainer minWidth={800}>
      <Table highlightOnHover withTableBorder fz="sm" bg="var(--cephalo-surface)" verticalSpacing="sm" horizontalSpacing="xs">
        <caption style={{ captionSide: 'top', textAlign: 'left', fontWeight: 600, paddingBottom: 6 }}>
          {t('patients.table.caption', { days: RECENT_WINDOW_DAYS })}
        </caption>
        <Table.Thead>
          <Table.Tr>
            <SortableHeader label={t('patients.column.patient')} sortKey="name" sort={sort} onSort={onSort} />
            <SortableHeader label={t('patients.needsAttention')} sortKey="attention" sort={sort} onSort={onSort} />
            <SortableHeader label={t('outcomes.migraineDays')} sortKey="migraine_days_28" sort={sort} onSort={onSort} />

            <SortableHeader label={t('outcomes.acuteMedicationDays')} sortKey="acute_medication_days_28" sort={sort} onSort={onSort} />
            <SortableHeader label={t('patients.lastEntry')} sortKey="days_since_last_entry" sort={sort} onSort={onSort} />
            <SortableHeader label={t('outcomes.daysRecorded')} sortKey="days_with_entry_28" sort={sort} onSort={onSort} />
            <Table.Th scope="col">
              <VisuallyHidden>{t('patients.column.diary')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {patients.map((patient) => {
            const name = patientDisplayName(patient);
            const phone = patientPhone(patient.phone_number);
            return (
              <Table.Tr key={patient.id}>
                <Table.Th scope="row" fw={500} style={{ minWidth: 150, maxWidth: 200 }}>
                  <Stack gap={2}>
                    <Anchor component={Link} to={`/patients/${patient.id}`} fw={600} fz="sm">
                      {name}
                    </Anchor>
                    <Anchor href={`mailto:${patient.email}`} size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                      {patient.email}
                    </Anchor>
                    {phone ? <PhoneNumber phone={phone} /> : null}
                  </Stack>
                </Table.Th>
                <Table.Td style={{ minWidth: 170, maxWidth: 230 }}>
                  <AttentionReasons patient={patient} />
                </Table.Td>
                <Table.Td>
                  {/* The trend beside the number: the Order menu sorts by it. */}
                  <Group gap={4} wrap="nowrap" component="span">
                    <span>{String(patient.migraine_days_28)}</span>
                    <Trend trend={patient.migraine_days_trend} />
                  </Group>
                </Table.Td>
                <Table.Td>
                  <AcuteDays patient={patient} />
                </Table.Td>
                <Table.Td>{lastEntryText(patient.days_since_last_entry, t)}</Table.Td>
                <Table.Td>{t('outcomes.daysOf', { count: patient.days_with_entry_28, days: RECENT_WINDOW_DAYS })}</Table.Td>
                <Table.Td>
                  <Button
                    component={Link}
                    to={`/patients/${patient.id}`}
                    size="xs"
                    variant="light"
                    leftSection={<IconNotebook size={16} aria-hidden />}
                    aria-label={t('patients.checkDiaryOf', { name })}
                  >
                    {t('patients.checkDiary')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
