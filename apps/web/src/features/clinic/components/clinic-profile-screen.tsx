import { Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { DeferredModal } from '../../../components/deferred-modal';
import { LoadError } from '../../../components/load-error';
import { StatusNotice } from '../../../components/status-notice';
import { useWarnOnError } from '../../../hooks/use-warn-on-error';
import { useAdminClinic } from '../api/get-admin-clinic';
import { useUpdateAdminClinic } from '../api/update-admin-clinic';
import { ClinicProfileCard } from './clinic-profile-card';
import { ClinicProfileSkeleton } from './clinic-profile-skeleton';

// Loaded when it first opens (components/deferred-modal.tsx).
const loadEditClinicModal = async () => (await import('./edit-clinic-modal')).EditClinicModal;

/** /clinic: the clinic profile with its edit modal. */
export function ClinicProfileScreen() {
  const clinic = useAdminClinic();
  const [isEditing, editing] = useDisclosure(false);
  const [status, setStatus] = useState<string | null>(null);
  const update = useUpdateAdminClinic({
    onSuccess: () => {
      editing.close();
      setStatus('The clinic profile has been saved.');
    },
  });
  useWarnOnError('the clinic', clinic);

  if (clinic.isPending) return <ClinicProfileSkeleton />;
  if (clinic.isError) {
    return <LoadError title="The clinic profile could not be loaded." isRetrying={clinic.isFetching} onRetry={() => void clinic.refetch()} />;
  }

  const openEditor = () => {
    update.reset();
    setStatus(null);
    editing.open();
  };

  return (
    <Stack gap="lg">
      <StatusNotice message={status} onDismiss={() => setStatus(null)} />
      <ClinicProfileCard clinic={clinic.data} onEdit={openEditor} />
      <DeferredModal
        load={loadEditClinicModal}
        props={{
          opened: isEditing,
          clinic: clinic.data,
          isSaving: update.isPending,
          saveError: update.error,
          onSave: (changes) => update.mutate(changes),
          onClose: editing.close,
        }}
      />
    </Stack>
  );
}
