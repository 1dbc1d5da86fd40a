import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCloudUpload } from '@tabler/icons-react';
import { DIARY_SCALE } from '@cephalo/shared/diary-fields';
import { discardQueued, useOfflineQueue, type QueuedItem } from '../../../lib/offline-queue';
import { formatDiaryDate } from '../../../lib/diary-dates';
import { useDateFormats, type DateFormats } from '../../../i18n/format';
import { useT, type Translate } from '../../../i18n/use-t';

const describe = (item: QueuedItem, t: Translate, formats: DateFormats): string => {
  const date = formatDiaryDate(item.body.input_date, formats);
  switch (item.kind) {
    case 'entry':
      return t('offline.waiting.entry', { date });
    case 'attack-end':
      return t('offline.waiting.attackEnd', { date, end: item.body.headache_end });
    case 'attack':
      return t('offline.waiting.attack', { date, start: item.body.headache_start, intensity: item.body.headache_intensity, max: DIARY_SCALE.max });
  }
};

/**
 * What was saved without a connection and is not in the diary yet (lib/offline-queue.ts, decision
 * 026): each waiting attack, or the server's reason for refusing it, with Discard.
 */
export function WaitingToBeSent() {
  const items = useOfflineQueue();
  const t = useT();
  const formats = useDateFormats();
  if (items.length === 0) return null;
  return (
    <Stack gap={6} mt="xs" aria-label={t('offline.waiting.label')}>
      {items.map((item) => (
        <Paper key={item.id} withBorder radius="md" p="xs" c={item.refusal ? 'var(--cephalo-danger-text)' : undefined}>
          <Group gap={6} wrap="nowrap" align="flex-start">
            <IconCloudUpload size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
            <Stack gap={2} style={{ flex: 1 }}>
              <Text size="sm" fw={600}>
                {item.refusal ? t('offline.waiting.notSent') : t('offline.waiting.title')}
              </Text>
              <Text size="sm">{describe(item, t, formats)}</Text>
              {item.refusal ? (
                <Text size="sm" role="alert">
                  {item.refusal}
                </Text>
              ) : (
                <Text size="xs" c="dimmed">
                  {t('offline.waiting.kept')}
                </Text>
              )}
            </Stack>
            {item.refusal && (
              <Button size="compact-sm" variant="subtle" c="var(--cephalo-danger-text)" onClick={() => discardQueued(item.id)}>
                {t('diary.discard')}
              </Button>
            )}
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
