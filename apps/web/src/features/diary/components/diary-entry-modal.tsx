import { Button, Center, Group, Loader, Modal, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useDiaryEntry } from '../api/get-diary-entry';
import { DiaryFieldList } from '../../../components/diary-field-list';
import { formatDiaryDate } from '../../../lib/diary-dates';

interface DiaryEntryModalProps {
  /** The entry to show; it stays set while the modal closes so its content does not flash. */
  entryId: string | null;
  opened: boolean;
  onClose: () => void;
}

/** The diary of a clicked "Diary added" event, each filled field as label and value (spec section 2). */
export function DiaryEntryModal({ entryId, opened, onClose }: DiaryEntryModalProps) {
  const entry = useDiaryEntry(entryId);

  useEffect(() => {
    if (entry.isError) console.warn('Cannot get the diary entry', entry.error);
  }, [entry.isError, entry.error]);

  const title = entry.data ? `Diary entry, ${formatDiaryDate(entry.data.input_date)}` : 'Diary entry';

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size="lg"
      // The close icon as well as the Close button: on a phone the icon is in reach without scrolling.
      closeButtonProps={{ 'aria-label': 'Close diary entry' }}
      styles={{ title: { fontWeight: 650, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {entry.isPending && (
        <Center py="xl">
          <Loader aria-label="Loading the diary entry" />
        </Center>
      )}
      {entry.isError && <Text>This entry could not be loaded. Please close and try again.</Text>}
      {entry.data && <DiaryFieldList entry={entry.data} />}
      <Group justify="flex-end" mt="lg">
        <Button onClick={onClose}>Close</Button>
      </Group>
    </Modal>
  );
}
