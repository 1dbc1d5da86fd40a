import { Alert } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useT } from '../i18n/use-t';

interface StatusNoticeProps {
  message: string | null;
  onDismiss: () => void;
}

/**
 * Says what just changed ("Your profile has been saved."). The live region is always in the page,
 * so screen readers announce a message as soon as it appears, and sighted users see it too.
 */
export function StatusNotice({ message, onDismiss }: StatusNoticeProps) {
  const t = useT();
  return (
    <div role="status" aria-live="polite">
      {message && (
        <Alert
          color="cephalo"
          icon={<IconCircleCheck aria-hidden />}
          withCloseButton
          closeButtonLabel={t('common.dismissMessage')}
          onClose={onDismiss}
          role="presentation"
        >
          {message}
        </Alert>
      )}
    </div>
  );
}
