import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCloudUpload } from '@tabler/icons-react';
import { format } from 'date-fns';
import { DIARY_SCALE } from '@cephalo/shared/diary-fields';
import { discardQueued, useOfflineQueue, type QueuedItem } from '../../../lib/offline-queue';

const day = (date: string) => format(new Date(`${date}T00:00:00`), 'd MMMM yyyy');
const describe = (item: QueuedItem): string =>
  item.kind === 'entry'
    ? `Diary entry for ${day(item.body.input_date)}.`
    : `Headache on ${day(item.body.input_date)}, from ${item.body.headache_start}, intensity ${item.body.headache_intensity} of ${DIARY_SCALE.max}.`;

/**
 * What was saved without a connection and is not in the diary yet (lib/offline-queue.ts, decision
 * 026): each waiting attack, or the server's reason for refusing it, with Discard.
 */
export function WaitingToBeSent() {
  const items = useOfflineQueue();
  if (items.length === 0) return null;
  return (
    <Stack gap={6} mt="xs" aria-label="Saved on this device">
      {items.map((item) => (
        <Paper key={item.id} withBorder radius="md" p="xs" c={item.refusal ? 'var(--cephalo-danger-text)' : undefined}>
          <Group gap={6} wrap="nowrap" align="flex-start">
            <IconCloudUpload size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
            <Stack gap={2} style={{ flex: 1 }}>
              <Text size="sm" fw={600}>
                {item.refusal ? 'Not sent' : 'Waiting to be sent'}
              </Text>
              <Text size="sm">{describe(item)}</Text>
              {item.refusal ? (
                <Text size="sm" role="alert">
                  {item.refusal}
                </Text>
              ) : (
                <Text size="xs" c="dimmed">
                  Kept on this device. It is sent when you are back online.
                </Text>
              )}
            </Stack>
            {item.refusal && (
              <Button size="compact-sm" variant="subtle" c="var(--cephalo-danger-text)" onClick={() => discardQueued(item.id)}>
                Discard
              </Button>
            )}
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
