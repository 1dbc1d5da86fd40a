import { Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import type { FormEvent } from 'react';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { useT } from '../../../i18n/use-t';

interface EraseAccountModalProps {
  opened: boolean;
  onClose: () => void;
  password: string;
  onPasswordChange: (password: string) => void;
  onSubmit: (event: FormEvent) => void;
  isErasing: boolean;
  /** Why the last try failed (a wrong password), or null. */
  error: unknown;
}

/** "Delete account": what erasure takes and leaves, confirmed with the current password (your-data-section.tsx keeps the state). */
export function EraseAccountModal({ opened, onClose, password, onPasswordChange, onSubmit, isErasing, error }: EraseAccountModalProps) {
  const t = useT();
  return (
    <Modal opened={opened} onClose={onClose} title={t('data.deleteTitle')} centered>
      <form onSubmit={onSubmit}>
        <Stack gap="md">
          <Text size="sm">{t('data.deleteText')}</Text>
          <Text size="sm" c="dimmed">
            {t('data.deleteResidue')}
          </Text>
          <PasswordInput
            label={t('data.currentPassword')}
            visibilityToggleButtonProps={{ 'aria-label': t('common.togglePassword') }}
            value={password}
            onChange={(event) => onPasswordChange(event.currentTarget.value)}
            autoComplete="current-password"
            required
            data-autofocus
          />
          {error != null && <FormErrorAlert title={t('data.notDeleted')} error={error} />}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" color="red" loading={isErasing} disabled={password.length === 0}>
              {t('data.deleteAccount')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
