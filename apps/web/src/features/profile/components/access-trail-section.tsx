import { Skeleton, Stack, Text } from '@mantine/core';
import { AccessTrailTable } from '../../../components/access-trail-table';
import { useAccessLog } from '../api/get-access-log';
import { useWarnOnError } from '../../../hooks/use-warn-on-error';
import { LoadError } from '../../../components/load-error';
import { SectionCard } from '../../../components/section-card';
import { useT } from '../../../i18n/use-t';

/** The patient's access trail on their profile: who read their data, or changed their doctor or plan. */
export function AccessTrailSection() {
  const t = useT();
  const trail = useAccessLog();
  useWarnOnError('the access trail', trail);
  return (
    <SectionCard title={t('trail.own.title')}>
      <Text c="dimmed" size="sm">
        {t('trail.own.intro')}
      </Text>
      {trail.isPending ? (
        <Stack gap="xs" aria-label={t('trail.loading')}>
          <Skeleton height={18} />
          <Skeleton height={18} />
        </Stack>
      ) : trail.isError ? (
        <LoadError title={t('trail.loadError')} isRetrying={trail.isFetching} onRetry={() => void trail.refetch()} />
      ) : trail.data.length === 0 ? (
        <Text size="sm">{t('trail.own.empty')}</Text>
      ) : (
        <AccessTrailTable entries={trail.data} caption={t('trail.own.title')} />
      )}
    </SectionCard>
  );
}
