import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { RegistrationKeySummary } from '@cephalo/shared/clinic';
import { FormErrorAlert } from '../../../components/form-error-alert';

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
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      onExitTransitionEnd={onClosed}
      title="Revoke registration key?"
      centered
      radius="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {registrationKey && (
        <Stack gap="md">
          <Text>
            Nobody will be able to register with the key starting <strong>{registrationKey.key_prefix}</strong> any more. Accounts already made with it stay as
            they are.
          </Text>
          {revokeError != null && <FormErrorAlert title="The key was not revoked" error={revokeError} />}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={isRevoking} data-autofocus>
              Cancel
            </Button>
            <Button color="red.8" onClick={onConfirm} loading={isRevoking}>
              Revoke
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
