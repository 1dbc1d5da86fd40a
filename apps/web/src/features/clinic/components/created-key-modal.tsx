import { Alert, Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCopy } from '@tabler/icons-react';
import type { CreatedRegistrationKey } from '@cephalo/shared/clinic';
import { AppModal } from '../../../components/app-modal';
import { planName } from '../../../components/plan-name';
import { useDateFormats } from '../../../i18n/format';
import type { MessageKey } from '../../../i18n/i18n';
import { useT } from '../../../i18n/use-t';
import { registrationLink } from '../registration-key-status';

const COPY_WORDS = {
  key: { label: 'keys.key', copy: 'keys.copyKey', copied: 'keys.keyCopied' },
  link: { label: 'keys.link', copy: 'keys.copyLink', copied: 'keys.linkCopied' },
} as const satisfies Record<string, Record<string, MessageKey>>;

function CopyField({ what, value }: { what: keyof typeof COPY_WORDS; value: string }) {
  const t = useT();
  const words = COPY_WORDS[what];
  const label = t(words.label);
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
              aria-label={copied ? t(words.copied) : t(words.copy)}
              style={{ flexShrink: 0, height: 'auto' }}
            >
              {copied ? t('keys.copied') : t('keys.copy')}
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
  const t = useT();
  const formats = useDateFormats();
  return (
    <AppModal opened={opened} onClose={onClose} onExitTransitionEnd={onClosed} title={t('keys.created')} radius="lg" size="lg">
      {createdKey && (
        <Stack gap="md">
          <Text>
            {t(createdKey.role === 'DOCTOR' ? 'keys.createdText.doctor' : 'keys.createdText.patient', {
              count: createdKey.uses_left,
              plan: planName(createdKey.plan_name, t),
              date: formats.longDate(new Date(createdKey.expires_at)),
            })}
          </Text>
          {/* Mantine's yellow title text is too pale on the light tint for AA; the body colour is not. */}
          <Alert color="yellow" icon={<IconAlertTriangle aria-hidden />} title={t('keys.copyNow')} styles={{ title: { color: 'var(--mantine-color-text)' } }}>
            {t('keys.shownOnce')}
          </Alert>
          <CopyField what="key" value={createdKey.key} />
          <CopyField what="link" value={registrationLink(window.location.origin, createdKey.role)} />
          <Group justify="flex-end">
            <Button onClick={onClose} data-autofocus>
              {t('keys.done')}
            </Button>
          </Group>
        </Stack>
      )}
    </AppModal>
  );
}
