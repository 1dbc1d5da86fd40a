import { Badge, Button, Text, type MantineColor } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconKey, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import type { CreatedRegistrationKey, RegistrationKeySummary } from '@cephalo/shared/clinic';
import { DeferredModal } from '../../../components/deferred-modal';
import { planName } from '../../../components/plan-name';
import { LoadError } from '../../../components/load-error';
import { StatusNotice } from '../../../components/status-notice';
import { useSaveDialog } from '../../../hooks/use-save-dialog';
import { useWarnOnError } from '../../../hooks/use-warn-on-error';
import { useDateFormats } from '../../../i18n/format';
import { useT } from '../../../i18n/use-t';
import { useCreateRegistrationKey } from '../api/create-registration-key';
import { useRegistrationKeys } from '../api/get-registration-keys';
import { useRevokeRegistrationKey } from '../api/revoke-registration-key';
import { STATUS_KEYS, registrationKeyStatus, roleKey, type RegistrationKeyStatus } from '../registration-key-status';
import { ClinicSectionCard } from './clinic-section-card';
import { EmptyList, ListSkeleton } from './list-states';
import { ResponsiveTable } from './responsive-table';

// Loaded when each first opens (components/deferred-modal.tsx).
const loadCreateKeyModal = async () => (await import('./create-key-modal')).CreateKeyModal;
const loadCreatedKeyModal = async () => (await import('./created-key-modal')).CreatedKeyModal;
const loadRevokeKeyModal = async () => (await import('./revoke-key-modal')).RevokeKeyModal;

const STATUS_COLORS: Record<RegistrationKeyStatus, MantineColor> = { Active: 'cephalo', Revoked: 'red', Expired: 'gray', 'Used up': 'gray' };

/** The clinic's registration keys: list, create (the text shown once) and revoke with confirmation. */
export function RegistrationKeysSection() {
  const t = useT();
  const formats = useDateFormats();
  const keys = useRegistrationKeys();
  // The create dialog; its notice also says what a revocation did.
  const creating = useSaveDialog();
  const [isShowingKey, showingKey] = useDisclosure(false);
  const [createdKey, setCreatedKey] = useState<CreatedRegistrationKey | null>(null);
  const [isConfirming, confirming] = useDisclosure(false);
  const [keyToRevoke, setKeyToRevoke] = useState<RegistrationKeySummary | null>(null);
  useWarnOnError('the registration keys', keys);

  const create = useCreateRegistrationKey({
    onSuccess: (created) => {
      setCreatedKey(created);
      showingKey.open();
      creating.finish(t(created.role === 'DOCTOR' ? 'keys.createdNotice.doctor' : 'keys.createdNotice.patient', { prefix: created.key_prefix }));
    },
  });
  const revoke = useRevokeRegistrationKey({
    onSuccess: () => {
      confirming.close();
      if (keyToRevoke) creating.say(t('keys.revoked', { prefix: keyToRevoke.key_prefix }));
    },
  });

  const askToRevoke = (key: RegistrationKeySummary) => {
    revoke.reset();
    creating.say(null);
    setKeyToRevoke(key);
    confirming.open();
  };

  const createButton = (
    <Button variant="light" leftSection={<IconPlus size={18} aria-hidden />} onClick={() => creating.open(create)}>
      {t('keys.create')}
    </Button>
  );

  const dialogs = (
    <>
      <DeferredModal load={loadCreateKeyModal} props={creating.props(create)} />
      <DeferredModal
        load={loadCreatedKeyModal}
        props={{
          opened: isShowingKey,
          createdKey,
          onClose: showingKey.close,
          onClosed: () => setCreatedKey(null),
        }}
      />
      <DeferredModal
        load={loadRevokeKeyModal}
        props={{
          opened: isConfirming,
          registrationKey: keyToRevoke,
          isRevoking: revoke.isPending,
          revokeError: revoke.error,
          onConfirm: () => keyToRevoke && revoke.mutate(keyToRevoke.id),
          onClose: confirming.close,
          onClosed: () => setKeyToRevoke(null),
        }}
      />
    </>
  );

  return (
    <ClinicSectionCard headingId="registration-keys-heading" title={t('keys.title')} intro={t('keys.intro')} action={createButton} dialogs={dialogs}>
      <StatusNotice {...creating.notice} />
      {keys.isPending ? (
        <ListSkeleton label={t('keys.loading')} rows={2} />
      ) : keys.isError ? (
        <LoadError title={t('keys.loadError')} isRetrying={keys.isFetching} onRetry={() => void keys.refetch()} />
      ) : keys.data.length === 0 ? (
        <EmptyList icon={<IconKey aria-hidden />} title={t('keys.none')} description={t('keys.noneHint')} />
      ) : (
        <ResponsiveTable
          caption={t('keys.title')}
          rows={keys.data}
          rowKey={(key) => key.id}
          // Keys may share their first letters (the demo keys both start CEPHALO-): the role tells them apart.
          cardTitle={(key) => (
            <Text span fw={650}>
              <Text span ff="monospace" inherit>{`${key.key_prefix}…`}</Text>
              {` · ${t(roleKey(key.role))}`}
            </Text>
          )}
          columns={[
            { label: t('keys.keyColumn'), render: (key) => <Text span ff="monospace" size="sm">{`${key.key_prefix}…`}</Text>, isHiddenInCard: true },
            { label: t('keys.role'), render: (key) => t(roleKey(key.role)) },
            { label: t('clinic.plan'), render: (key) => planName(key.plan_name, t) },
            { label: t('keys.usesLeft'), render: (key) => String(key.uses_left) },
            { label: t('keys.expires'), render: (key) => formats.mediumDate(new Date(key.expires_at)) },
            {
              label: t('keys.status'),
              render: (key) => {
                const keyStatus = registrationKeyStatus(key);
                return (
                  <Badge variant="light" color={STATUS_COLORS[keyStatus]}>
                    {t(STATUS_KEYS[keyStatus])}
                  </Badge>
                );
              },
            },
          ]}
          actionsLabel={t('keys.revoke')}
          actions={(key) =>
            key.revoked_at == null && (
              <Button
                size="xs"
                variant="default"
                c="var(--cephalo-danger-text)"
                onClick={() => askToRevoke(key)}
                aria-label={t(key.role === 'DOCTOR' ? 'keys.revokeDoctorKey' : 'keys.revokePatientKey', { prefix: key.key_prefix })}
              >
                {t('keys.revoke')}
              </Button>
            )
          }
        />
      )}
    </ClinicSectionCard>
  );
}
