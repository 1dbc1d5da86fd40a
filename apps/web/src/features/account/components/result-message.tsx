import { Alert } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';

interface ResultMessageProps {
  isSuccess: boolean;
  children: string;
}

/**
 * The outcome of an account action. A success is a polite status and a failure an alert, so a
 * screen reader announces each without the person hunting for it (decisions.md, Look and feel).
 */
export function ResultMessage({ isSuccess, children }: ResultMessageProps) {
  return isSuccess ? (
    <Alert role="status" color="cephalo" icon={<IconCircleCheck aria-hidden />}>
      {children}
    </Alert>
  ) : (
    <Alert role="alert" color="red" icon={<IconAlertCircle aria-hidden />}>
      {children}
    </Alert>
  );
}
