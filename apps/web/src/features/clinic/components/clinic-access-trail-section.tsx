import { Alert, Card, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconShieldCheck } from '@tabler/icons-react';
import { AccessTrailTable } from '../../../components/access-trail-table';
import { LoadError } from '../../../components/load-error';
import { useWarnOnError } from '../../../hooks/use-warn-on-error';
import { useAuditLog } from '../api/get-audit-log';
import { ListSkeleton } from './list-states';

/** The clinic home's access trail: who read which patient's data or changed a doctor or plan, and whether the record is intact. */
export function ClinicAccessTrailSection() {
  const trail = useAuditLog();
  useWarnOnError('the access trail', trail);
  return (
    <Card component="section" withBorder radius="md" padding="lg" aria-labelledby="access-trail-heading">
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} size="h3" id="access-trail-heading">
            Access trail
          </Title>
          <Text c="dimmed" size="sm">
            Every read of a patient&apos;s diary by a doctor, every list of patients, every download and every change of a doctor or plan. Rows cannot be
            changed; each one is sealed to the one before.
          </Text>
        </Stack>
        {trail.isPending ? (
          <ListSkeleton label="Loading the access trail" rows={2} />
        ) : trail.isError ? (
          <LoadError title="The access trail could not be loaded." isRetrying={trail.isFetching} onRetry={() => void trail.refetch()} />
        ) : (
          <>
            {trail.data.is_intact ? (
              <Alert color="cephalo" variant="light" icon={<IconShieldCheck aria-hidden />} title="The trail is intact">
                No row has been changed or removed since it was written.
              </Alert>
            ) : (
              <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} title="The trail has been tampered with">
                A row was changed or removed after it was written. Contact your system administrator.
              </Alert>
            )}
            {trail.data.entries.length === 0 ? (
              <Text size="sm">Nothing has been recorded yet.</Text>
            ) : (
              <AccessTrailTable entries={trail.data.entries} caption="Access trail of the clinic" showsPatient />
            )}
          </>
        )}
      </Stack>
    </Card>
  );
}
