import { Alert, Badge, Button, Group, NativeSelect, SimpleGrid, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertTriangle, IconDownload, IconShieldCheck } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { ACCESS_ACTION_FILTERS, AccessActionFilterSchema, type AccessLogEntry } from '@cephalo/shared/access-log';
import { PATIENT_PAGE_SIZE } from '@cephalo/shared/patient-order';
import { ACTION_KEYS, useTrailWords } from '../../../components/access-trail-words';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { ListPager } from '../../../components/list-pager';
import { LoadError } from '../../../components/load-error';
import { StatusNotice } from '../../../components/status-notice';
import { useWarnOnError } from '../../../hooks/use-warn-on-error';
import { useT, type Translate } from '../../../i18n/use-t';
import { NO_AUDIT_LOG_FILTERS, downloadAuditLogCsv, useAuditLog, type AuditLogFilters } from '../api/get-audit-log';
import { ClinicSectionCard } from './clinic-section-card';
import { ListSkeleton } from './list-states';
import { ResponsiveTable, type TableColumn } from './responsive-table';

// The pages of the clinic's other lists (ListPager counts in these).
const PAGE_SIZE = PATIENT_PAGE_SIZE;

const trailColumns = (t: Translate, words: ReturnType<typeof useTrailWords>): TableColumn<AccessLogEntry>[] => [
  { label: t('trail.when'), render: (entry) => <span style={{ whiteSpace: 'nowrap' }}>{words.when(entry.at)}</span> },
  {
    label: t('trail.who'),
    isHiddenInCard: true,
    render: (entry) => (
      <>
        {entry.actor_name}{' '}
        <Badge variant="light" color="gray" size="sm" ml={4}>
          {words.role(entry.actor_role)}
        </Badge>
      </>
    ),
  },
  { label: t('trail.what'), render: (entry) => words.action(entry) },
  {
    label: t('role.patient'),
    // A list row names how many patients it showed; an erased patient keeps a pseudonym.
    render: (entry) =>
      entry.patient_name === null ? (
        <Text span c="dimmed" size="sm">
          {words.patientCount(entry.patient_count)}
        </Text>
      ) : (
        words.patientName(entry.patient_name)
      ),
  },
];

/**
 * The clinic home's access trail (issue 35): one row per act (a record opened, a list viewed with
 * how many it showed, a download, a change), filtered by who, patient, act and time, a page at a
 * time, downloadable as CSV with the same filters, as cards on a phone; and whether the record is intact.
 */
export function ClinicAccessTrailSection() {
  const t = useT();
  const words = useTrailWords();
  const [filters, setFilters] = useState<AuditLogFilters>(NO_AUDIT_LOG_FILTERS);
  const [page, setPage] = useState(1);
  // Typing a name asks the server once the typing pauses, not at every letter.
  const [asked] = useDebouncedValue(filters, 300);
  const trail = useAuditLog(asked, { offset: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE });
  useWarnOnError('the access trail', trail);
  const [status, setStatus] = useState<string | null>(null);
  const csv = useMutation({ mutationFn: downloadAuditLogCsv, onSuccess: (fileName) => setStatus(t('trail.csvDownloaded', { fileName })) });
  const change = (changes: Partial<AuditLogFilters>) => {
    setFilters((current) => ({ ...current, ...changes }));
    setPage(1);
  };
  const isFiltered = Object.values(filters).some((value) => value !== '' && value !== null);

  return (
    <ClinicSectionCard headingId="access-trail-heading" title={t('trail.title')} intro={t('trail.intro')}>
      {trail.data &&
        (trail.data.is_intact ? (
          <Alert color="cephalo" variant="light" icon={<IconShieldCheck aria-hidden />} title={t('trail.intact')}>
            {t('trail.intactText')}
          </Alert>
        ) : (
          <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} title={t('trail.tampered')}>
            {t('trail.tamperedText')}
          </Alert>
        ))}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 5 }} spacing="sm" role="search" aria-label={t('trail.filter')}>
        <TextInput
          label={t('trail.who')}
          placeholder={t('trail.whoPlaceholder')}
          value={filters.who}
          onChange={(event) => change({ who: event.currentTarget.value })}
        />
        <TextInput
          label={t('role.patient')}
          placeholder={t('trail.patientPlaceholder')}
          value={filters.patient}
          onChange={(event) => change({ patient: event.currentTarget.value })}
        />
        <NativeSelect
          label={t('trail.what')}
          data={[{ value: '', label: t('trail.everything') }, ...ACCESS_ACTION_FILTERS.map((action) => ({ value: action, label: t(ACTION_KEYS[action]) }))]}
          value={filters.action ?? ''}
          onChange={(event) =>
            change({
              action: AccessActionFilterSchema.nullable()
                .catch(null)
                .parse(event.currentTarget.value || null),
            })
          }
        />
        <TextInput type="date" label={t('trail.from')} value={filters.from} onChange={(event) => change({ from: event.currentTarget.value })} />
        <TextInput type="date" label={t('trail.to')} value={filters.to} onChange={(event) => change({ to: event.currentTarget.value })} />
      </SimpleGrid>
      <Group justify="flex-end" gap="sm">
        {isFiltered && (
          <Button variant="subtle" onClick={() => change(NO_AUDIT_LOG_FILTERS)}>
            {t('trail.clearFilters')}
          </Button>
        )}
        <Button variant="light" leftSection={<IconDownload size={18} aria-hidden />} loading={csv.isPending} onClick={() => csv.mutate(filters)}>
          {t('trail.downloadCsv')}
        </Button>
      </Group>
      <StatusNotice message={status} onDismiss={() => setStatus(null)} />
      {csv.isError && <FormErrorAlert title={t('trail.csvError')} error={csv.error} onClose={() => csv.reset()} />}
      {trail.isPending ? (
        <ListSkeleton label={t('trail.loading')} rows={2} />
      ) : trail.isError ? (
        <LoadError title={t('trail.loadError')} isRetrying={trail.isFetching} onRetry={() => void trail.refetch()} />
      ) : trail.data.entries.length === 0 ? (
        <Text size="sm">{isFiltered ? t('trail.noMatch') : t('trail.empty')}</Text>
      ) : (
        <>
          <ResponsiveTable
            caption={t('trail.caption')}
            rows={trail.data.entries}
            rowKey={(entry) => String(entry.id)}
            columns={trailColumns(t, words)}
            cardTitle={(entry) => (
              <>
                {entry.actor_name}{' '}
                <Badge variant="light" color="gray" size="sm" ml={4}>
                  {words.role(entry.actor_role)}
                </Badge>
              </>
            )}
          />
          <ListPager page={page} total={trail.data.total} onPage={setPage} noun="rows" />
        </>
      )}
    </ClinicSectionCard>
  );
}
