import { Button, Grid, Skeleton, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPencil } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { DeferredModal } from '../../../components/deferred-modal';
import { useAssignedDoctor } from '../api/get-assigned-doctor';
import { useOwnClinic } from '../api/get-own-clinic';
import { useProfile } from '../api/get-profile';
import { useUpdateProfile } from '../api/update-profile';
import { useWarnOnError } from '../../../hooks/use-warn-on-error';
import { fullName } from '../../../lib/full-name';
import { AccessTrailSection } from './access-trail-section';
import { DetailList } from '../../../components/detail-list';
import { LoadError } from '../../../components/load-error';
import { PersonalDetails } from './personal-details';
import { PhotoView } from '../../../components/photo-view';
import { PlanUsage } from './plan-usage';
import { ProfileHeader } from './profile-header';
import { ProfileSkeleton } from './profile-skeleton';
import { SectionCard } from '../../../components/section-card';
import { StatusNotice } from '../../../components/status-notice';
import { YourDataSection } from './your-data-section';

// Loaded when it first opens (components/deferred-modal.tsx).
const loadEditProfileModal = async () => (await import('./edit-profile-modal')).EditProfileModal;

const Calm = ({ children }: { children: ReactNode }) => (
  <Text span c="dimmed" size="sm">
    {children}
  </Text>
);

const loadingLine = <Skeleton height={14} width={160} />;

interface ProfileScreenProps {
  /** After "Your care": the patient's treatments and MIDAS scores (outcomes feature, composed in src/app). */
  outcomes: ReactNode;
}

/** /profile: the patient's own profile, their doctor and clinic (read only) and their plan. */
export function ProfileScreen({ outcomes }: ProfileScreenProps) {
  const profile = useProfile();
  const doctor = useAssignedDoctor(profile.data?.has_doctor === true);
  const clinic = useOwnClinic(profile.data?.clinic_id ?? null);
  const [isEditing, editing] = useDisclosure(false);
  const [status, setStatus] = useState<string | null>(null);
  const update = useUpdateProfile({
    onSuccess: () => {
      editing.close();
      setStatus('Your profile has been saved.');
    },
  });

  useWarnOnError('the profile', profile);
  useWarnOnError('the assigned doctor', doctor);
  useWarnOnError('the clinic', clinic);

  if (profile.isPending) return <ProfileSkeleton label="Loading your profile" />;
  if (profile.isError) {
    return <LoadError title="Your profile could not be loaded." isRetrying={profile.isFetching} onRetry={() => void profile.refetch()} />;
  }

  const openEditor = () => {
    update.reset();
    setStatus(null);
    editing.open();
  };

  const doctorValue = !profile.data.has_doctor ? <Calm>No doctor assigned yet</Calm>
    : doctor.isPending ? loadingLine
    : doctor.isError ? <Calm>Your doctor could not be loaded.</Calm>
    : doctor.data ? fullName(doctor.data) || <Calm>Your doctor has not added a name yet.</Calm>
    : <Calm>No doctor assigned yet</Calm>;
  const clinicValue = profile.data.clinic_id == null ? <Calm>No clinic yet</Calm>
    : clinic.isPending ? loadingLine
    : clinic.isError ? <Calm>Your clinic could not be loaded.</Calm>
    : clinic.data.name;

  return (
    <Stack gap="lg">
      <StatusNotice message={status} onDismiss={() => setStatus(null)} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <ProfileHeader
            profile={profile.data}
            photo={<PhotoView url={profile.data.profile_photo_url} label="Profile photo" />}
            actions={
              <Button leftSection={<IconPencil size={18} aria-hidden />} onClick={openEditor}>
                Edit Profile
              </Button>
            }
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <PersonalDetails profile={profile.data} />
            <SectionCard title="Your care">
              <DetailList
                items={[
                  { label: 'Doctor', value: doctorValue },
                  { label: 'Clinic', value: clinicValue },
                ]}
              />
            </SectionCard>
            {outcomes}
            <SectionCard title="Subscription plan">
              <PlanUsage />
            </SectionCard>
            <AccessTrailSection />
            <YourDataSection />
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
