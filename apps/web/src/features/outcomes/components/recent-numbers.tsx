import { Alert, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import type { WindowOutcome } from '@cephalo/shared/outcomes';
import { formatLongDate } from '../format-numbers';
import { overuseText } from '../../../lib/overuse-text';

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder p="sm" radius="md">
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text fz="xl" fw={700}>
        {value}
      </Text>
    </Paper>
  );
}

/** The last 28 days' counts, how many days have an entry, and the overuse status in words. */
export function RecentNumbers({ window }: { window: WindowOutcome }) {
  const isWarning = window.overuse.status !== 'none';
  return (
    <Stack gap="sm" component="section" aria-label="Last 28 days">
      <Group gap="xs" align="baseline">
        <Text fw={600}>Last 28 days</Text>
        <Text size="sm" c="dimmed">
          {formatLongDate(window.from)} to {formatLongDate(window.to)}
        </Text>
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <Stat label="Migraine days" value={String(window.migraine_days)} />
        <Stat label="Headache days" value={String(window.headache_days)} />
        <Stat label="Acute medication days" value={String(window.acute_medication_days)} />
        <Stat label="Days recorded" value={`${window.days_with_entry} of ${window.days_counted}`} />
      </SimpleGrid>
      <Alert
        color={window.overuse.status === 'overuse' ? 'red' : window.overuse.status === 'at_risk' ? 'yellow' : 'gray'}
        icon={isWarning ? <IconAlertTriangle aria-hidden /> : <IconInfoCircle aria-hidden />}
        styles={isWarning ? { message: { color: 'var(--mantine-color-text)' } } : undefined}
      >
        {overuseText(window.overuse, window)}
      </Alert>
    </Stack>
  );
}
