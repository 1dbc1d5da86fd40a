import { Alert, Button, Code, CopyButton, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCopy } from '@tabler/icons-react';
import { format } from 'date-fns';
import type { CreatedRegistrationKey } from '@cephalo/shared/clinic';
import { registrationLink, roleLabel } from '../registration-key-status';

function CopyField({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        {label}
      </Text>
      <Group gap="xs" wrap="nowrap" align="stretch">
        <Code block style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap', fontSize: 'var(--mantine-font-size-sm)' }}>
          {value}
        </Code>
        <CopyButton value={value} timeout={2000}>
          {({ copied, copy }) => (
            <Button
              variant={copied ? 'filled' : 'light'}
              onClick={copy}
              leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
              aria-label={copied ? `${label} copied` : `Copy ${label.toLowerCase()}`}
              style={{ flexShrink: 0, height: 'auto' }}
            >
              {copied ? 'Copied' : 'Copy'}
            </Button>
          )}
        </CopyButton>
      </Group>
    </Stack>
  );
}

/**
 * The key text exists outside the server's hash only in the creation answer, so it is shown
 * here once, with the registration page of its role to send along.
 */
interface CreatedKeyModalProps {
  opened: boolean;
  createdKey: CreatedRegistrationKey | null;
  onClose: () => void;
  /** After the closing animation: the key text can be forgotten. */
  onClosed: () => void;
}

export function CreatedKeyModal({ opened, createdKey, onClose, onClosed }: CreatedKeyModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      onExitTransitionEnd={onClosed}
      title="Registration key created"
      centered
      radius="lg"
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {createdKey && (
        <Stack gap="md">
          <Text>
            This key lets {createdKey.uses_left === 1 ? 'one' : createdKey.uses_left} new {roleLabel(createdKey.role).toLowerCase()}
            {createdKey.uses_left === 1 ? '' : 's'} register with the {createdKey.plan_name} plan until {format(new Date(createdKey.expires_at), 'd MMMM yyyy')}
            .
          </Text>
          {/* Mantine's yellow title text is too pale on the light tint for AA; the body colour is not. */}
          <Alert color="yellow" icon={<IconAlertTriangle aria-hidden />} title="Copy the key now" styles={{ title: { color: 'var(--mantine-color-text)' } }}>
            It is shown only this once. If it is lost, revoke it and create a new one.
          </Alert>
          <CopyField label="Registration key" value={createdKey.key} />
          <CopyField label="Registration link" value={registrationLink(window.location.origin, createdKey.role)} />
          <Group justify="flex-end">
            <Button onClick={onClose} data-autofocus>
              Done
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
