import { Alert, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import type { WindowOutcome } from '@cephalo/shared/outcomes';
import { RECENT_WINDOW_DAYS } from '@cephalo/shared/outcome-windows';
import { useDateFormats } from '../../../i18n/format';
import { StatCard } from '../../../components/stat-card';
import { useT } from '../../../i18n/use-t';
import { overuseText } from '../../../lib/overuse-text';
import { formatLongDate } from '../format-numbers';

/** The last 28 days' counts, how many days have an entry, and the overuse status in words. */
export function RecentNumbers({ window }: { window: WindowOutcome }) {
  const t = useT();
  const formats = useDateFormats();
  const isWarning = window.overuse.status !== 'none';
  const title = t('outcomes.recentWindow', { days: RECENT_WINDOW_DAYS });
  return (
    <Stack gap="sm" component="section" aria-label={title}>
      <Group gap="xs" align="baseline">
        <Text fw={600}>{title}</Text>
        <Text size="sm" c="dimmed">
          {t('patients.dateRange', { from: formatLongDate(window.from, formats), to: formatLongDate(window.to, formats) })}
        </Text>
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <StatCard label={t('outcomes.migraineDays')}>{String(window.migraine_days)}</StatCard>
        <StatCard label={t('outcomes.headacheDays')}>{String(window.headache_days)}</StatCard>
        <StatCard label={t('outcomes.acuteMedicationDays')}>{String(window.acute_medication_days)}</StatCard>
        <StatCard label={t('outcomes.daysRecorded')}>{t('outcomes.daysOf', { count: window.days_with_entry, days: window.days_counted })}</StatCard>
      </SimpleGrid>
      <Alert
        color={window.overuse.status === 'overuse' ? 'red' : window.overuse.status === 'at_risk' ? 'yellow' : 'gray'}
        icon={isWarning ? <IconAlertTriangle aria-hidden /> : <IconInfoCircle aria-hidden />}
        styles={isWarning ? { message: { color: 'var(--mantine-color-text)' } } : undefined}
      >
        {overuseText(window.overuse, window, t)}
      </Alert>
    </Stack>
  );
}
