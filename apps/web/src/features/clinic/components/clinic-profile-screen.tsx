import { DeferredModal } from '../../../components/deferred-modal';
import { ProfileScreenFrame } from '../../../components/profile-screen-frame';
import { useSaveDialog } from '../../../hooks/use-save-dialog';
import { useT } from '../../../i18n/use-t';
import { useAdminClinic } from '../api/get-admin-clinic';
import { useUpdateAdminClinic } from '../api/update-admin-clinic';
import { ClinicProfileCard } from './clinic-profile-card';
import { ClinicProfileSkeleton } from './clinic-profile-skeleton';

// Loaded when it first opens (components/deferred-modal.tsx).
const loadEditClinicModal = async () => (await import('./edit-clinic-modal')).EditClinicModal;

/** /clinic: the clinic profile with its edit modal. */
export function ClinicProfileScreen() {
  const t = useT();
  const clinic = useAdminClinic();
  const editing = useSaveDialog();
  const update = useUpdateAdminClinic({ onSuccess: () => editing.finish(t('clinic.saved')) });

  return (
    <ProfileScreenFrame profile={clinic} what="the clinic" skeleton={<ClinicProfileSkeleton />} loadErrorTitle={t('clinic.loadError')} notice={editing.notice}>
      {(stored) => (
        <>
          <ClinicProfileCard clinic={stored} onEdit={() => editing.open(update)} />
          <DeferredModal load={loadEditClinicModal} props={{ ...editing.props(update), clinic: stored }} />
        </>
      )}
    </ProfileScreenFrame>
  );
}
