import { Button, Group, Modal, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useT } from '../i18n/use-t';

interface ConfirmModalProps {
  opened: boolean;
  title: string;
  /** What will happen, and what cannot be undone. */
  children: ReactNode;
  /** The red button's word ("Delete", "Revoke"). */
  confirmLabel: string;
  isBusy: boolean;
  /** Why the last try failed, shown above the buttons. */
  refusal: ReactNode;
  onConfirm: () => void;
  onClose: () => void;
  /** After the closing animation: what the dialog was about can be forgotten. */
  onClosed: () => void;
}

/** A question before something that cannot be undone: Cancel first (and focused), the red action second. */
export function ConfirmModal({ opened, title, children, confirmLabel, isBusy, refusal, onConfirm, onClose, onClosed }: ConfirmModalProps) {
  const t = useT();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      onExitTransitionEnd={onClosed}
      title={title}
      centered
      radius="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
      styles={{ title: { fontWeight: 650, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <Stack gap="md">
        {children}
        {refusal}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={isBusy} data-autofocus>
            {t('common.cancel')}
          </Button>
          <Button color="red.8" onClick={onConfirm} loading={isBusy}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
