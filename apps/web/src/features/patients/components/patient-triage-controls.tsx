import { Checkbox, Group, NativeSelect } from '@mantine/core';
import { OVERUSE_FILTERS, TREND_FILTERS } from '@cephalo/shared/patient-order';
import type { MessageKey } from '../../../i18n/i18n';
import { useT } from '../../../i18n/use-t';
import type { PatientFilters, PatientSort, PatientSortKey } from '../patient-sorting';
import { nextSort } from '../patient-sorting';

const ORDERS: { value: PatientSortKey; label: MessageKey }[] = [
  { value: 'attention', label: 'patients.order.attention' },
  { value: 'migraine_days_28', label: 'patients.order.migraineDays' },
  { value: 'acute_medication_days_28', label: 'patients.order.acuteDays' },
  { value: 'migraine_days_trend', label: 'patients.order.rising' },
  { value: 'days_since_last_entry', label: 'patients.order.longestSilence' },
  { value: 'days_with_entry_28', label: 'patients.order.daysRecorded' },
  { value: 'name', label: 'patients.order.name' },
];

const OVERUSE_LABELS: Record<(typeof OVERUSE_FILTERS)[number], MessageKey> = {
  at_risk_or_overuse: 'patients.filter.atRiskOrOveruse',
  overuse: 'outcomes.overuse.overuse',
  at_risk: 'outcomes.overuse.atRisk',
  none: 'outcomes.overuse.none',
};
const TREND_LABELS: Record<(typeof TREND_FILTERS)[number], MessageKey> = {
  up: 'patients.filter.rising',
  down: 'patients.filter.falling',
  same: 'patients.filter.steady',
};
const SILENCE = [7, 14, 28] as const;
const ANY = 'any';

interface PatientTriageControlsProps {
  sort: PatientSort;
  onSort: (sort: PatientSort) => void;
  filters: PatientFilters;
  onFilters: (filters: PatientFilters) => void;
}

/**
 * The order and the filters of the triage list; the server applies them to the whole list. Native
 * selects: the phone's own picker, and no combobox code in the doctor's first download.
 */
export function PatientTriageControls({ sort, onSort, filters, onFilters }: PatientTriageControlsProps) {
  const t = useT();
  const set = (change: PatientFilters) => onFilters({ ...filters, ...change });
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <NativeSelect
        label={t('patients.order')}
        data={ORDERS.map(({ value, label }) => ({ value, label: t(label) }))}
        value={sort.key}
        onChange={(event) => onSort(nextSort(null, event.currentTarget.value as PatientSortKey))}
        w={{ base: '100%', xs: 230 }}
      />
      <NativeSelect
        label={t('patients.filter.overuse')}
        data={[{ value: ANY, label: t('patients.filter.any') }, ...OVERUSE_FILTERS.map((value) => ({ value, label: t(OVERUSE_LABELS[value]) }))]}
        value={filters.overuse ?? ANY}
        onChange={({ currentTarget: { value } }) => set({ overuse: value !== ANY ? (value as PatientFilters['overuse']) : undefined })}
        w={{ base: 'calc(50% - 6px)', xs: 190 }}
      />
      <NativeSelect
        label={t('patients.filter.trend')}
        data={[{ value: ANY, label: t('patients.filter.any') }, ...TREND_FILTERS.map((value) => ({ value, label: t(TREND_LABELS[value]) }))]}
        value={filters.trend ?? ANY}
        onChange={({ currentTarget: { value } }) => set({ trend: value !== ANY ? (value as PatientFilters['trend']) : undefined })}
        w={{ base: 'calc(50% - 6px)', xs: 150 }}
      />
      <NativeSelect
        label={t('patients.lastEntry')}
        data={[
          { value: ANY, label: t('patients.filter.anyTime') },
          ...SILENCE.map((days) => ({ value: String(days), label: t('patients.filter.daysAgo', { count: days }) })),
        ]}
        value={filters.min_days_since_entry === undefined ? ANY : String(filters.min_days_since_entry)}
        onChange={({ currentTarget: { value } }) => set({ min_days_since_entry: value !== ANY ? Number(value) : undefined })}
        w={{ base: '100%', xs: 190 }}
      />
      <Checkbox
        label={t('patients.filter.needsAttention')}
        checked={filters.needs_attention ?? false}
        onChange={(event) => set({ needs_attention: event.currentTarget.checked || undefined })}
        mb={8}
      />
    </Group>
  );
}
