import { Alert, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { ConfirmModal } from '../../../components/confirm-modal';
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
export function ConfirmDeleteModal({ title, question, isDeleting, errorText, ...dialog }: ConfirmDeleteModalProps) {
  const t = useT();
  const refusal = errorText && (
    <Alert color="red" icon={<IconAlertCircle aria-hidden />}>
      {errorText}
    </Alert>
  );
  return (
    <ConfirmModal {...dialog} title={title} confirmLabel={t('common.delete')} isBusy={isDeleting} refusal={refusal}>
      <Text>{question}</Text>
      <Text size="sm" c="dimmed">
        {t('chat.cannotUndo')}
      </Text>
    </ConfirmModal>
  );
}
