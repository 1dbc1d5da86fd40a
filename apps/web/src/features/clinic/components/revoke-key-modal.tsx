import { Text } from '@mantine/core';
import type { RegistrationKeySummary } from '@cephalo/shared/clinic';
import { ConfirmModal } from '../../../components/confirm-modal';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { T } from '../../../i18n/t';
import { useT } from '../../../i18n/use-t';

interface RevokeKeyModalProps {
  opened: boolean;
  registrationKey: RegistrationKeySummary | null;
  isRevoking: boolean;
  revokeError: unknown;
  onConfirm: () => void;
  onClose: () => void;
  onClosed: () => void;
}

/** Asks before a key stops working: people who were sent it can no longer register. */
export function RevokeKeyModal({ registrationKey, isRevoking, revokeError, ...dialog }: RevokeKeyModalProps) {
  const t = useT();
  return (
    <ConfirmModal
      {...dialog}
      title={t('keys.revokeTitle')}
      confirmLabel={t('keys.revoke')}
      isBusy={isRevoking}
      refusal={revokeError != null && <FormErrorAlert title={t('keys.notRevoked')} error={revokeError} />}
    >
      {registrationKey && (
        <Text>
          <T id="keys.revokeText" values={{ prefix: registrationKey.key_prefix }} components={{ 0: <strong /> }} />
        </Text>
      )}
    </ConfirmModal>
  );
}
