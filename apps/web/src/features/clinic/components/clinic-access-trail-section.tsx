import { Alert, Badge, Button, Card, Group, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertTriangle, IconDownload, IconShieldCheck } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { format } from 'date-fns';
import { useState } from 'react';
import { ACCESS_ACTIONS, ACCESS_ACTION_FILTERS, AccessActionFilterSchema, type AccessLogEntry } from '@cephalo/shared/access-log';
import { PATIENT_PAGE_SIZE } from '@cephalo/shared/patient-order';
import type { Role } from '@cephalo/shared/roles';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { ListPager } from '../../../components/list-pager';
import { LoadError } from '../../../components/load-error';
import { StatusNotice } from '../../../components/status-notice';
import { useWarnOnError } from '../../../hooks/use-warn-on-error';
import { NO_AUDIT_LOG_FILTERS, downloadAuditLogCsv, useAuditLog, type AuditLogFilters } from '../api/get-audit-log';
import { ListSkeleton } from './list-states';
import { ResponsiveTable, type TableColumn } from './responsive-table';

// The pages of the clinic's other lists (ListPager counts in these).
const PAGE_SIZE = PATIENT_PAGE_SIZE;
const ROLE_LABELS: Record<Role, string> = { USER: 'Patient', DOCTOR: 'Doctor', CLINIC_ADMIN: 'Clinic administrator' };
const ACTION_OPTIONS = ACCESS_ACTION_FILTERS.map((action) => ({ value: action, label: ACCESS_ACTIONS[action] }));
const when = (iso: string) => format(new Date(iso), 'd MMM yyyy, HH:mm');

const COLUMNS: TableColumn<AccessLogEntry>[] = [
  { label: 'When', render: (entry) => <span style={{ whiteSpace: 'nowrap' }}>{when(entry.at)}</span> },
  {
    label: 'Who',
    isHiddenInCard: true,
    render: (entry) => (
      <>
        {entry.actor_name}{' '}
        <Badge variant="light" color="gray" size="sm" ml={4}>
          {ROLE_LABELS[entry.actor_role]}
        </Badge>
      </>
    ),
  },
  { label: 'What', render: (entry) => entry.description },
  {
    label: 'Patient',
    // A list row names how many patients it showed; an erased patient keeps a pseudonym.
    render: (entry) =>
      entry.patient_name ?? (
        <Text span c="dimmed" size="sm">
          {entry.patient_count === 1 ? '1 patient' : `${entry.patient_count} patients`}
        </Text>
      ),
  },
];

/**
 * The clinic home's access trail (issue 35): one row per act (a record opened, a list viewed with
 * how many it showed, a download, a change), filtered by who, patient, act and time, a page at a
 * time, downloadable as CSV with the same filters, as cards on a phone; and whether the record is intact.
 */
export function ClinicAccessTrailSection() {
  const [filters, setFilters] = useState<AuditLogFilters>(NO_AUDIT_LOG_FILTERS);
  const [page, setPage] = useState(1);
  // Typing a name asks the server once the typing pauses, not at every letter.
  const [asked] = useDebouncedValue(filters, 300);
  const trail = useAuditLog(asked, { offset: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE });
  useWarnOnError('the access trail', trail);
  const [status, setStatus] = useState<string | null>(null);
  const csv = useMutation({ mutationFn: downloadAuditLogCsv, onSuccess: (fileName) => setStatus(`The trail has been downloaded as ${fileName}.`) });
  const change = (changes: Partial<AuditLogFilters>) => {
    setFilters((current) => ({ ...current, ...changes }));
    setPage(1);
  };
  const isFiltered = Object.values(filters).some((value) => value !== '' && value !== null);

  return (
    <Card component="section" withBorder radius="md" padding="lg" aria-labelledby="access-trail-heading">
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} size="h3" id="access-trail-heading">
            Access trail
          </Title>
          <Text c="dimmed" size="sm">
            One row for each thing a person did with patients&apos; data: a patient&apos;s record opened, a list of patients viewed, a report or download, a
            change of doctor, plan or treatment. Rows cannot be changed; each one is sealed to the one before.
          </Text>
        </Stack>
        {trail.data &&
          (trail.data.is_intact ? (
            <Alert color="cephalo" variant="light" icon={<IconShieldCheck aria-hidden />} title="The trail is intact">
              No row has been changed or removed since it was written.
            </Alert>
          ) : (
            <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} title="The trail has been tampered with">
              A row was changed or removed after it was written. Contact your system administrator.
            </Alert>
          ))}
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 5 }} spacing="sm" role="search" aria-label="Filter the access trail">
          <TextInput label="Who" placeholder="Name or username" value={filters.who} onChange={(event) => change({ who: event.currentTarget.value })} />
          <TextInput
            label="Patient"
            placeholder="Name, username or Patient 1a2b3c4d"
            value={filters.patient}
            onChange={(event) => change({ patient: event.currentTarget.value })}
          />
          <Select
            label="What"
            placeholder="Everything"
            data={ACTION_OPTIONS}
            value={filters.action}
            onChange={(value) => change({ action: AccessActionFilterSchema.nullable().catch(null).parse(value) })}
            clearable
            comboboxProps={{ withinPortal: true }}
          />
          <TextInput type="date" label="From" value={filters.from} onChange={(event) => change({ from: event.currentTarget.value })} />
          <TextInput type="date" label="To" value={filters.to} onChange={(event) => change({ to: event.currentTarget.value })} />
        </SimpleGrid>
        <Group justify="flex-end" gap="sm">
          {isFiltered && (
            <Button variant="subtle" onClick={() => change(NO_AUDIT_LOG_FILTERS)}>
              Clear filters
            </Button>
          )}
          <Button variant="light" leftSection={<IconDownload size={18} aria-hidden />} loading={csv.isPending} onClick={() => csv.mutate(filters)}>
            Download CSV
          </Button>
        </Group>
        <StatusNotice message={status} onDismiss={() => setStatus(null)} />
        {csv.isError && <FormErrorAlert title="The trail could not be downloaded" error={csv.error} onClose={() => csv.reset()} />}
        {trail.isPending ? (
          <ListSkeleton label="Loading the access trail" rows={2} />
        ) : trail.isError ? (
          <LoadError title="The access trail could not be loaded." isRetrying={trail.isFetching} onRetry={() => void trail.refetch()} />
        ) : trail.data.entries.length === 0 ? (
          <Text size="sm">{isFiltered ? 'No row matches these filters.' : 'Nothing has been recorded yet.'}</Text>
        ) : (
          <>
            <ResponsiveTable
              caption="Access trail of the clinic"
              rows={trail.data.entries}
              rowKey={(entry) => String(entry.id)}
              columns={COLUMNS}
              cardTitle={(entry) => (
                <>
                  {entry.actor_name}{' '}
                  <Badge variant="light" color="gray" size="sm" ml={4}>
                    {ROLE_LABELS[entry.actor_role]}
                  </Badge>
                </>
              )}
            />
            <ListPager page={page} total={trail.data.total} onPage={setPage} noun={{ one: 'row', many: 'rows' }} />
          </>
        )}
      </Stack>
    </Card>
  );
}
