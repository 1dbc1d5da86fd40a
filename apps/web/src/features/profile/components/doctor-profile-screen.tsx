import { Button, Grid, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconKey, IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { displayText } from '@cephalo/shared/profile-text';
import { DeferredModal } from '../../../components/deferred-modal';
import { useDeleteProfilePhoto } from '../api/delete-profile-photo';
import { useDoctorProfile } from '../api/get-doctor-profile';
import { useUpdateDoctorProfile } from '../api/update-doctor-profile';
import { useUploadProfilePhoto } from '../api/upload-profile-photo';
import { useWarnOnError } from '../../../hooks/use-warn-on-error';
import { DetailList } from '../../../components/detail-list';
import { LoadError } from '../../../components/load-error';
import { PersonalDetails } from './personal-details';
import { PhotoEditor } from '../../../components/photo-editor';
import { PlanUsage } from './plan-usage';
import { ProfileHeader } from './profile-header';
import { ProfileSkeleton } from './profile-skeleton';
import { SectionCard } from '../../../components/section-card';
import { StatusNotice } from '../../../components/status-notice';

// Loaded when it first opens (components/deferred-modal.tsx).
const loadEditProfileModal = async () => (await import('./edit-profile-modal')).EditProfileModal;

/** /doctors: the doctor's own profile, with photo Update and Delete and the password change link. */
export function DoctorProfileScreen() {
  const profile = useDoctorProfile();
  const uploadPhoto = useUploadProfilePhoto();
  const deletePhoto = useDeleteProfilePhoto();
  const [isEditing, editing] = useDisclosure(false);
  const [status, setStatus] = useState<string | null>(null);
  const update = useUpdateDoctorProfile({
    onSuccess: () => {
      editing.close();
      setStatus('Your profile has been saved.');
    },
  });
  useWarnOnError('the doctor profile', profile);

  if (profile.isPending) return <ProfileSkeleton label="Loading your profile" />;
  if (profile.isError) {
    return <LoadError title="Your profile could not be loaded." isRetrying={profile.isFetching} onRetry={() => void profile.refetch()} />;
  }

  const openEditor = () => {
    update.reset();
    setStatus(null);
    editing.open();
  };

  return (
    <Stack gap="lg">
      <StatusNotice message={status} onDismiss={() => setStatus(null)} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <ProfileHeader
            profile={profile.data}
            photo={<PhotoEditor url={profile.data.profile_photo_url} label="Profile photo" upload={uploadPhoto} remove={deletePhoto} />}
            actions={
              <>
                <Button leftSection={<IconPencil size={18} aria-hidden />} onClick={openEditor}>
                  Edit Profile
                </Button>
                <Button component={Link} to="/reset-password" variant="default" leftSection={<IconKey size={18} aria-hidden />}>
                  Reset Password
                </Button>
              </>
            }
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <PersonalDetails profile={profile.data} />
            <SectionCard title="Clinic and plan">
              <DetailList
                items={[
                  { label: 'Clinic', value: displayText(profile.data.clinic_name) },
                  { label: 'Plan', value: profile.data.plan_name },
                ]}
              />
              <PlanUsage withPlanName={false} />
            </SectionCard>
          </Stack>
        </Grid.Col>
      </Grid>
      <DeferredModal
        load={loadEditProfileModal}
        props={{
          opened: isEditing,
          profile: profile.data,
          isSaving: update.isPending,
          saveError: update.error,
          onSave: (changes) => update.mutate(changes),
          onClose: editing.close,
        }}
      />
    </Stack>
  );
}
