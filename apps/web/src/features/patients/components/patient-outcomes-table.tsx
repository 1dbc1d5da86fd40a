import { Badge, Group, Table, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconArrowDownRight, IconArrowRight, IconArrowUpRight, IconArrowsSort, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { overuseColor, overuseLabel } from '../../../lib/overuse-text';
import { nextSort, trendText, type PatientSort, type PatientSortKey, type PatientThirtyDays } from '../patient-sorting';

interface PatientOutcomesTableProps<Patient extends PatientThirtyDays> {
  /** Already in the chosen order. */
  patients: readonly Patient[];
  sort: PatientSort | null;
  onSort: (sort: PatientSort) => void;
  selectedPatientId: string | null;
  onOpen: (patient: Patient) => void;
  nameOf: (patient: Patient) => string;
}

function SortableHeader({
  label,
  sortKey,
  sort,
  onSort,
}: {
  label: string;
  sortKey: PatientSortKey;
  sort: PatientSort | null;
  onSort: (sort: PatientSort) => void;
}) {
  const direction = sort?.key === sortKey ? sort.direction : null;
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

function Trend({ trend }: { trend: PatientThirtyDays['migraine_days_trend'] }) {
  const icon: ReactNode =
    trend === 'up' ? (
      <IconArrowUpRight size={18} color="var(--mantine-color-red-8)" aria-hidden />
    ) : trend === 'down' ? (
      <IconArrowDownRight size={18} color="var(--mantine-color-cephalo-7)" aria-hidden />
    ) : trend === 'same' ? (
      <IconArrowRight size={18} color="var(--mantine-color-dimmed)" aria-hidden />
    ) : (
      <Text span c="dimmed" aria-hidden>
        –
      </Text>
    );
  return (
    <Group gap={4} wrap="nowrap" title={trendText(trend)}>
      {icon}
      <VisuallyHidden>{trendText(trend)}</VisuallyHidden>
    </Group>
  );
}

/**
 * The doctor's overview of the last 30 days per patient (issue 17): migraine days, acute
 * medication days with the overuse flag (ICHD-3 8.2), the trend against the 30 days before, and
 * how many days have an entry. Sortable by clicking a column header.
 */
export function PatientOutcomesTable<Patient extends PatientThirtyDays>({
  patients,
  sort,
  onSort,
  selectedPatientId,
  onOpen,
  nameOf,
}: PatientOutcomesTableProps<Patient>) {
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table highlightOnHover withTableBorder fz="sm" bg="var(--cephalo-surface)">
        <caption style={{ captionSide: 'top', textAlign: 'left', fontWeight: 600, paddingBottom: 6 }}>Last 30 days</caption>
        <Table.Thead>
          <Table.Tr>
            <SortableHeader label="Patient" sortKey="name" sort={sort} onSort={onSort} />
            <SortableHeader label="Migraine days" sortKey="migraine_days_30" sort={sort} onSort={onSort} />
            <SortableHeader label="Acute medication days" sortKey="acute_medication_days_30" sort={sort} onSort={onSort} />
            <SortableHeader label="Trend" sortKey="migraine_days_trend" sort={sort} onSort={onSort} />
            <Table.Th scope="col">Days recorded</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {patients.map((patient) => (
            <Table.Tr key={patient.id} bg={patient.id === selectedPatientId ? 'var(--mantine-color-cephalo-light)' : undefined}>
              <Table.Th scope="row" fw={500}>
                <UnstyledButton onClick={() => onOpen(patient)} c="cephalo.7" fz="sm" fw={600} td="underline" aria-label={`Open ${nameOf(patient)}`}>
                  {nameOf(patient)}
                </UnstyledButton>
              </Table.Th>
              <Table.Td>{String(patient.migraine_days_30 ?? '–')}</Table.Td>
              <Table.Td>
                <Group gap={6} wrap="nowrap">
                  {/* As text: Group drops a bare 0 as an empty child. */}
                  <span>{String(patient.acute_medication_days_30 ?? '–')}</span>
                  {patient.overuse_status && patient.overuse_status !== 'none' && (
                    <Badge size="sm" variant="light" color={overuseColor(patient.overuse_status)}>
                      {overuseLabel(patient.overuse_status)}
                    </Badge>
                  )}
                </Group>
              </Table.Td>
              <Table.Td>
                <Trend trend={patient.migraine_days_trend} />
              </Table.Td>
              <Table.Td>{patient.days_with_entry_30 == null ? '–' : `${patient.days_with_entry_30} of 30`}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
