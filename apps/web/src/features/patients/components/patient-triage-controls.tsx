import { Checkbox, Group, Select } from '@mantine/core';
import { OVERUSE_FILTERS, TREND_FILTERS } from '@cephalo/shared/patient-order';
import type { PatientFilters, PatientSort, PatientSortKey } from '../patient-sorting';
import { nextSort } from '../patient-sorting';

const ORDERS: { value: PatientSortKey; label: string }[] = [
  { value: 'attention', label: 'Needs attention first' },
  { value: 'migraine_days_28', label: 'Most migraine days' },
  { value: 'acute_medication_days_28', label: 'Most acute medication days' },
  { value: 'migraine_days_trend', label: 'Rising migraine days' },
  { value: 'days_since_last_entry', label: 'Longest without an entry' },
  { value: 'days_with_entry_28', label: 'Most days recorded' },
  { value: 'name', label: 'Name' },
];

const OVERUSE_LABELS: Record<(typeof OVERUSE_FILTERS)[number], string> = {
  at_risk_or_overuse: 'At risk or overuse',
  overuse: 'Overuse',
  at_risk: 'At risk',
  none: 'No overuse',
};
const TREND_LABELS: Record<(typeof TREND_FILTERS)[number], string> = { up: 'Rising', down: 'Falling', same: 'Steady' };
const SILENCE = [7, 14, 28] as const;
const ANY = 'any';

interface PatientTriageControlsProps {
  sort: PatientSort;
  onSort: (sort: PatientSort) => void;
  filters: PatientFilters;
  onFilters: (filters: PatientFilters) => void;
}

/** The order and the filters of the triage list; the server applies them to the whole list. */
export function PatientTriageControls({ sort, onSort, filters, onFilters }: PatientTriageControlsProps) {
  const set = (change: PatientFilters) => onFilters({ ...filters, ...change });
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <Select
        label="Order"
        data={ORDERS}
        value={sort.key}
        allowDeselect={false}
        onChange={(value) => value && onSort(nextSort(null, value as PatientSortKey))}
        w={{ base: '100%', xs: 230 }}
      />
      <Select
        label="Medication overuse"
        data={[{ value: ANY, label: 'Any' }, ...OVERUSE_FILTERS.map((value) => ({ value, label: OVERUSE_LABELS[value] }))]}
        value={filters.overuse ?? ANY}
        allowDeselect={false}
        onChange={(value) => set({ overuse: value && value !== ANY ? (value as PatientFilters['overuse']) : undefined })}
        w={{ base: 'calc(50% - 6px)', xs: 190 }}
      />
      <Select
        label="Migraine trend"
        data={[{ value: ANY, label: 'Any' }, ...TREND_FILTERS.map((value) => ({ value, label: TREND_LABELS[value] }))]}
        value={filters.trend ?? ANY}
        allowDeselect={false}
        onChange={(value) => set({ trend: value && value !== ANY ? (value as PatientFilters['trend']) : undefined })}
        w={{ base: 'calc(50% - 6px)', xs: 150 }}
      />
      <Select
        label="Last entry"
        data={[{ value: ANY, label: 'Any time' }, ...SILENCE.map((days) => ({ value: String(days), label: `${days} or more days ago` }))]}
        value={filters.min_days_since_entry === undefined ? ANY : String(filters.min_days_since_entry)}
        allowDeselect={false}
        onChange={(value) => set({ min_days_since_entry: value && value !== ANY ? Number(value) : undefined })}
        w={{ base: '100%', xs: 190 }}
      />
      <Checkbox
        label="Needs attention only"
        checked={filters.needs_attention ?? false}
        onChange={(event) => set({ needs_attention: event.currentTarget.checked || undefined })}
        mb={8}
      />
    </Group>
  );
}
