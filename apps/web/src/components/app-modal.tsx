import { Modal, type ModalProps } from '@mantine/core';
import { useT } from '../i18n/use-t';

/**
 * A dialog of the app: centred, so it stays inside a phone's screen, and with a close button that
 * screen readers name in the reader's language (Mantine's has no words of its own).
 */
export function AppModal(props: ModalProps) {
  const t = useT();
  return <Modal centered closeButtonProps={{ 'aria-label': t('common.close') }} {...props} />;
}
