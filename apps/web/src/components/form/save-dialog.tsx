import type { ModalProps } from '@mantine/core';
import type { ComponentType } from 'react';
import type { SaveDialogProps } from '../../hooks/use-save-dialog';
import type { MessageKey } from '../../i18n/i18n';
import { useT } from '../../i18n/use-t';
import { FormModal } from '../form-modal';

/**
 * The dialog of a form that saves: `Form` in a FormModal titled `title`. The form is its own
 * component inside the modal so that its state (react-hook-form, the last refusal) is made anew
 * at each opening; it gets the dialog's props but `opened`.
 */
export function saveDialog<Props extends SaveDialogProps<never>>(
  Form: ComponentType<Omit<Props, 'opened'>>,
  { title, size }: { title: MessageKey; size?: ModalProps['size'] },
) {
  return function SaveDialog({ opened, ...formProps }: Props) {
    const t = useT();
    return (
      <FormModal opened={opened} onClose={formProps.onClose} title={t(title)} {...(size ? { size } : {})}>
        <Form {...formProps} />
      </FormModal>
    );
  };
}
