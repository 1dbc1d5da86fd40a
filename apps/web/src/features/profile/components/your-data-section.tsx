import { Button, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconDownload, IconTrash } from '@tabler/icons-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { leaveLoginNotice } from '../../../lib/login-notice';
import { endSession } from '../../../lib/session';
import { useDownloadMyData } from '../api/download-my-data';
import { useEraseAccount } from '../api/erase-account';
import { DeferredModal } from '../../../components/deferred-modal';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { SectionCard } from '../../../components/section-card';
import { StatusNotice } from '../../../components/status-notice';
import { useT } from '../../../i18n/use-t';

// The confirmation's code (the modal, its focus trap, the password field) loads when it first opens.
const loadEraseAccountModal = async () => (await import('./erase-account-modal')).EraseAccountModal;

/**
 * The patient owns their data: a download of all of it, the FHIR record (`fhirDownload`, from the
 * outcomes feature), and erasure behind a confirmation with the password.
 */
export function YourDataSection({ fhirDownload }: { fhirDownload?: ReactNode }) {
  const t = useT();
  const navigate = useNavigate();
  const [status, setStatus] = useState<string | null>(null);
  const [isConfirming, confirming] = useDisclosure(false);
  const [password, setPassword] = useState('');
  const download = useDownloadMyData({ onSuccess: (fileName) => setStatus(t('data.downloaded', { fileName })) });
  const erase = useEraseAccount({
    onSuccess: () => {
      confirming.close();
      leaveLoginNotice('account-erased');
      endSession({ isAskedFor: true });
      void navigate('/login', { replace: true });
    },
  });
  const openConfirmation = () => {
    erase.reset();
    setPassword('');
    confirming.open();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    erase.mutate({ password });
  };

  return (
    <SectionCard title={t('data.title')}>
      <Text size="sm">{t('data.intro')}</Text>
      <StatusNotice message={status} onDismiss={() => setStatus(null)} />
      {download.isError && <FormErrorAlert title={t('data.downloadError')} error={download.error} onClose={() => download.reset()} />}
      <Group gap="sm">
        <Button variant="light" leftSection={<IconDownload size={18} aria-hidden />} loading={download.isPending} onClick={() => download.mutate()}>
          {t('data.download')}
        </Button>
        <Button variant="default" c="var(--cephalo-danger-text)" leftSection={<IconTrash size={18} aria-hidden />} onClick={openConfirmation}>
          {t('data.deleteAccount')}
        </Button>
      </Group>
      <Text size="sm">{t('data.fhirIntro')}</Text>
      {fhirDownload}
      <DeferredModal
        load={loadEraseAccountModal}
        props={{
          opened: isConfirming,
          onClose: confirming.close,
          password,
          onPasswordChange: setPassword,
          onSubmit: submit,
          isErasing: erase.isPending,
          error: erase.isError ? erase.error : null,
        }}
      />
    </SectionCard>
  );
}
