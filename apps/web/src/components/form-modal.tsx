import { Modal, type ModalProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { useT } from '../i18n/use-t';

interface FormModalProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  size?: ModalProps['size'];
  /**
   * The form, mounted anew at each opening (Mantine unmounts a closed modal's content), so it
   * always starts from the stored values and without the last refusal.
   */
  children: ReactNode;
}

/** The dialog around a form of the app: centred, with a close button screen readers can name. */
export function FormModal({ opened, onClose, title, size, children }: FormModalProps) {
  const t = useT();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      radius="lg"
      {...(size ? { size } : {})}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {children}
    </Modal>
  );
}
