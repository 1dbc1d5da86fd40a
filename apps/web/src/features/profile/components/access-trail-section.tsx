import { Skeleton, Stack, Text } from '@mantine/core';
import { AccessTrailTable } from '../../../components/access-trail-table';
import { useAccessLog } from '../api/get-access-log';
import { useWarnOnError } from '../../../hooks/use-warn-on-error';
import { LoadError } from '../../../components/load-error';
import { SectionCard } from '../../../components/section-card';

/** The patient's access trail on their profile: who read their data, or changed their doctor or plan. */
export function AccessTrailSection() {
  const trail = useAccessLog();
  useWarnOnError('the access trail', trail);
  return (
    <SectionCard title="Who has seen your data">
      <Text c="dimmed" size="sm">
        Every time your doctor reads your diary, your clinic lists its patients or changes your doctor or plan, or your data is downloaded, it is written here
        and cannot be changed afterwards.
      </Text>
      {trail.isPending ? (
        <Stack gap="xs" aria-label="Loading the access trail">
          <Skeleton height={18} />
          <Skeleton height={18} />
        </Stack>
      ) : trail.isError ? (
        <LoadError title="The access trail could not be loaded." isRetrying={trail.isFetching} onRetry={() => void trail.refetch()} />
      ) : trail.data.length === 0 ? (
        <Text size="sm">No one but you has opened your data yet.</Text>
      ) : (
        <AccessTrailTable entries={trail.data} caption="Who has seen your data" />
      )}
    </SectionCard>
  );
}
