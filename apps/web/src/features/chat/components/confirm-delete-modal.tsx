import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useT } from '../../../i18n/use-t';

interface ConfirmDeleteModalProps {
  opened: boolean;
  title: string;
  question: string;
  isDeleting: boolean;
  errorText: string | null;
  onConfirm: () => void;
  onClose: () => void;
  onClosed: () => void;
}

/** The delete-message and delete-session confirmations (spec section 2). */
export function ConfirmDeleteModal({ opened, title, question, isDeleting, errorText, onConfirm, onClose, onClosed }: ConfirmDeleteModalProps) {
  const t = useT();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      onExitTransitionEnd={onClosed}
      title={title}
      centered
      radius="lg"
      styles={{ title: { fontWeight: 650, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <Stack gap="md">
        <Text>{question}</Text>
        <Text size="sm" c="dimmed">
          {t('chat.cannotUndo')}
        </Text>
        {errorText && (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />}>
            {errorText}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={isDeleting}>
            {t('common.cancel')}
          </Button>
          <Button color="red.8" onClick={onConfirm} loading={isDeleting}>
            {t('common.delete')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
