import { Button, Loader } from '@mantine/core';
import { IconCircleCheck, IconShieldCheck } from '@tabler/icons-react';
import type { ValidationStatus } from '../hooks/use-clinical-validation';
import type { MessageKey } from '../../../i18n/i18n';
import { useT } from '../../../i18n/use-t';

const LABELS: Record<ValidationStatus, MessageKey> = {
  none: 'chat.validation.request',
  pending: 'chat.validation.pending',
  approved: 'chat.validation.approved',
};

/**
 * One button through the three states of spec section 4. After the request it stays focusable
 * (aria-disabled rather than disabled) so keyboard focus is not lost when its label changes.
 */
export function ClinicalValidationControl({ status, onRequest }: { status: ValidationStatus; onRequest: () => void }) {
  const isRequested = status !== 'none';
  const t = useT();
  const icon =
    status === 'pending' ? (
      <Loader size={14} color="gray.7" aria-hidden />
    ) : status === 'approved' ? (
      <IconCircleCheck size={16} aria-hidden />
    ) : (
      <IconShieldCheck size={16} aria-hidden />
    );
  return (
    <Button
      size="compact-sm"
      variant={status === 'none' ? 'default' : 'light'}
      color={status === 'approved' ? 'cephalo' : 'gray'}
      c={status === 'approved' ? 'cephalo.8' : status === 'pending' ? 'gray.8' : undefined}
      leftSection={icon}
      aria-disabled={isRequested || undefined}
      data-status={status}
      onClick={() => {
        if (!isRequested) onRequest();
      }}
      // Once requested it no longer reacts to the pointer either.
      style={isRequested ? { cursor: 'default', '--button-hover': 'var(--button-bg)' } : undefined}
    >
      {t(LABELS[status])}
    </Button>
  );
}
