import { Alert } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';

interface StatusNoticeProps {
  message: string | null;
  onDismiss: () => void;
}

/**
 * Says what just changed ("Your profile has been saved."). The live region is always in the page,
 * so screen readers announce a message as soon as it appears, and sighted users see it too.
 */
export function StatusNotice({ message, onDismiss }: StatusNoticeProps) {
  return (
    <div role="status" aria-live="polite">
      {message && (
        <Alert
          color="cephalo"
          icon={<IconCircleCheck aria-hidden />}
          withCloseButton
          closeButtonLabel="Dismiss message"
          onClose={onDismiss}
          role="presentation"
        >
          {message}
        </Alert>
      )}
    </div>
  );
}
