import { Button, Center, Group, Loader, Modal, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useDiaryEntry } from '../api/get-diary-entry';
import { DiaryFieldList } from '../../../components/diary-field-list';
import { formatDiaryDate } from '../../../lib/diary-dates';
import { useDateFormats } from '../../../i18n/format';
import { useT } from '../../../i18n/use-t';

interface DiaryEntryModalProps {
  /** The entry to show; it stays set while the modal closes so its content does not flash. */
  entryId: string | null;
  opened: boolean;
  onClose: () => void;
}

/** The diary of a clicked "Diary added" event, each filled field as label and value (spec section 2). */
export function DiaryEntryModal({ entryId, opened, onClose }: DiaryEntryModalProps) {
  const entry = useDiaryEntry(entryId);
  const t = useT();
  const formats = useDateFormats();

  useEffect(() => {
    if (entry.isError) console.warn('Cannot get the diary entry', entry.error);
  }, [entry.isError, entry.error]);

  const title = entry.data ? t('diary.entryOf', { date: formatDiaryDate(entry.data.input_date, formats) }) : t('diary.entry');

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size="lg"
      // The close icon as well as the Close button: on a phone the icon is in reach without scrolling.
      closeButtonProps={{ 'aria-label': t('diary.closeEntry') }}
      styles={{ title: { fontWeight: 650, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {entry.isPending && (
        <Center py="xl">
          <Loader aria-label={t('diary.loadingEntry')} />
        </Center>
      )}
      {entry.isError && <Text>{t('diary.entryNotLoaded')}</Text>}
      {entry.data && <DiaryFieldList entry={entry.data} />}
      <Group justify="flex-end" mt="lg">
        <Button onClick={onClose}>{t('common.close')}</Button>
      </Group>
    </Modal>
  );
}
