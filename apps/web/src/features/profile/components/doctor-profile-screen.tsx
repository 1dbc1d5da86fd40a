import { Button } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { Link } from 'react-router';
import { displayText } from '@cephalo/shared/profile-text';
import { DetailList } from '../../../components/detail-list';
import { PhotoEditor } from '../../../components/photo-editor';
import { SectionCard } from '../../../components/section-card';
import { useSaveDialog } from '../../../hooks/use-save-dialog';
import { useDeleteProfilePhoto } from '../api/delete-profile-photo';
import { useDoctorProfile } from '../api/get-doctor-profile';
import { useUpdateDoctorProfile } from '../api/update-doctor-profile';
import { useUploadProfilePhoto } from '../api/upload-profile-photo';
import { AppearanceSection } from './appearance-section';
import { OwnProfileFrame } from './own-profile-frame';
import { PlanUsage } from './plan-usage';

/** /doctors: the doctor's own profile, with photo Update and Delete and the password change link. */
export function DoctorProfileScreen() {
  const profile = useDoctorProfile();
  const uploadPhoto = useUploadProfilePhoto();
  const deletePhoto = useDeleteProfilePhoto();
  const editing = useSaveDialog();
  const update = useUpdateDoctorProfile({ onSuccess: () => editing.finish('Your profile has been saved.') });

  return (
    <OwnProfileFrame
      profile={profile}
      what="the doctor profile"
      editing={editing}
      update={update}
      photo={(own) => <PhotoEditor url={own.profile_photo_url} label="Profile photo" upload={uploadPhoto} remove={deletePhoto} />}
      moreActions={
        <Button component={Link} to="/reset-password" variant="default" leftSection={<IconKey size={18} aria-hidden />}>
          Reset Password
        </Button>
      }
    >
      {(own) => (
        <>
          <SectionCard title="Clinic and plan">
            <DetailList
              items={[
                { label: 'Clinic', value: displayText(own.clinic_name) },
                { label: 'Plan', value: own.plan_name },
              ]}
            />
            <PlanUsage withPlanName={false} />
          </SectionCard>
          <AppearanceSection />
        </>
      )}
    </OwnProfileFrame>
  );
}
