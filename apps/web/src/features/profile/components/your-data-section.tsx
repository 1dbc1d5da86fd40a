import { Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconDownload, IconTrash } from '@tabler/icons-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { leaveLoginNotice } from '../../../lib/login-notice';
import { endSession } from '../../../lib/session';
import { useDownloadMyData } from '../api/download-my-data';
import { useEraseAccount } from '../api/erase-account';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { SectionCard } from '../../../components/section-card';
import { StatusNotice } from '../../../components/status-notice';

/**
 * The patient owns their data: a download of all of it, the FHIR record (`fhirDownload`, from the
 * outcomes feature), and erasure behind a confirmation with the password.
 */
export function YourDataSection({ fhirDownload }: { fhirDownload?: ReactNode }) {
  const navigate = useNavigate();
  const [status, setStatus] = useState<string | null>(null);
  const [isConfirming, confirming] = useDisclosure(false);
  const [password, setPassword] = useState('');
  const download = useDownloadMyData({ onSuccess: (fileName) => setStatus(`Your data has been downloaded as ${fileName}.`) });
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
    <SectionCard title="Your data">
      <Text size="sm">
        Download everything Cephalo keeps about you (profile, diary, conversations, treatments, MIDAS scores and the access trail) as one file, or delete your
        account and all of it for good.
      </Text>
      <StatusNotice message={status} onDismiss={() => setStatus(null)} />
      {download.isError && <FormErrorAlert title="Your data could not be downloaded" error={download.error} onClose={() => download.reset()} />}
      <Group gap="sm">
        <Button variant="light" leftSection={<IconDownload size={18} aria-hidden />} loading={download.isPending} onClick={() => download.mutate()}>
          Download my data
        </Button>
        <Button variant="default" c="var(--cephalo-danger-text)" leftSection={<IconTrash size={18} aria-hidden />} onClick={openConfirmation}>
          Delete my account
        </Button>
      </Group>
      <Text size="sm">
        For another doctor or clinic&apos;s system: your diary days and MIDAS scores as a FHIR record (HL7 FHIR R4, JSON), which clinical software can import.
      </Text>
      {fhirDownload}
      <Modal opened={isConfirming} onClose={confirming.close} title="Delete your account?" centered>
        <form onSubmit={submit}>
          <Stack gap="md">
            <Text size="sm">
              Your account, diary, conversations, treatments, MIDAS scores and photo will be deleted at once and cannot be brought back. Your clinic keeps only
              its record of who read your data, without your name.
            </Text>
            <Text size="sm" c="dimmed">
              Deleted text is not overwritten at once: it stays in the database&apos;s files until the database reuses the space (days to weeks), in its
              write-ahead log until that is recycled (usually within hours), and in backups until they expire.
            </Text>
            <PasswordInput
              label="Current password"
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
              autoComplete="current-password"
              required
              data-autofocus
            />
            {erase.isError && <FormErrorAlert title="Your account was not deleted" error={erase.error} />}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={confirming.close}>
                Cancel
              </Button>
              <Button type="submit" color="red" loading={erase.isPending} disabled={password.length === 0}>
                Delete my account
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </SectionCard>
  );
}
