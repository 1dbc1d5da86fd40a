import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { serverErrorMessage } from '../lib/server-error-message';
import { useT } from '../i18n/use-t';

interface FormErrorAlertProps {
  /** What did not happen, e.g. "Your changes were not saved". */
  title: string;
  error: unknown;
  onClose?: () => void;
}

/**
 * The server's refusal (its `detail`) next to the buttons of a form. Mantine's light red title is
 * under 4.5:1 on its tint, so the title takes the darker red of the theme's error text.
 */
export function FormErrorAlert({ title, error, onClose }: FormErrorAlertProps) {
  const t = useT();
  return (
    <Alert
      color="red"
      icon={<IconAlertCircle aria-hidden />}
      title={title}
      styles={{ title: { color: 'var(--cephalo-danger-text)' } }}
      {...(onClose ? { withCloseButton: true, closeButtonLabel: t('common.dismiss'), onClose } : {})}
    >
      {serverErrorMessage(error, t('errors.tryAgainSoon'))}
    </Alert>
  );
}
