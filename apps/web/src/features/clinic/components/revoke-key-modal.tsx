import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { RegistrationKeySummary } from '@cephalo/shared/clinic';
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
export function RevokeKeyModal({ opened, registrationKey, isRevoking, revokeError, onConfirm, onClose, onClosed }: RevokeKeyModalProps) {
  const t = useT();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      onExitTransitionEnd={onClosed}
      title={t('keys.revokeTitle')}
      centered
      radius="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {registrationKey && (
        <Stack gap="md">
          <Text>
            <T id="keys.revokeText" values={{ prefix: registrationKey.key_prefix }} components={{ 0: <strong /> }} />
          </Text>
          {revokeError != null && <FormErrorAlert title={t('keys.notRevoked')} error={revokeError} />}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={isRevoking} data-autofocus>
              {t('common.cancel')}
            </Button>
            <Button color="red.8" onClick={onConfirm} loading={isRevoking}>
              {t('keys.revoke')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
