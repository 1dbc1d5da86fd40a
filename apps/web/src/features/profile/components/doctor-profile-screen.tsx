import { Button } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { Link } from 'react-router';
import { displayText } from '@cephalo/shared/profile-text';
import { DetailList } from '../../../components/detail-list';
import { PhotoEditor } from '../../../components/photo-editor';
import { SectionCard } from '../../../components/section-card';
import { planName } from '../../../components/plan-name';
import { useSaveDialog } from '../../../hooks/use-save-dialog';
import { useT } from '../../../i18n/use-t';
import { useDeleteProfilePhoto } from '../api/delete-profile-photo';
import { useDoctorProfile } from '../api/get-doctor-profile';
import { useUpdateDoctorProfile } from '../api/update-doctor-profile';
import { useUploadProfilePhoto } from '../api/upload-profile-photo';
import { AppearanceSection } from './appearance-section';
import { LanguageSection } from './language-section';
import { OwnProfileFrame } from './own-profile-frame';
import { PlanUsage } from './plan-usage';

/** /doctors: the doctor's own profile, with photo Update and Delete, the password change link, and the interface language (issue 36). */
export function DoctorProfileScreen() {
  const t = useT();
  const profile = useDoctorProfile();
  const uploadPhoto = useUploadProfilePhoto();
  const deletePhoto = useDeleteProfilePhoto();
  const editing = useSaveDialog();
  const update = useUpdateDoctorProfile({ onSuccess: () => editing.finish(t('profile.saved')) });

  return (
    <OwnProfileFrame
      profile={profile}
      what="the doctor profile"
      editing={editing}
      update={update}
      photo={(own) => <PhotoEditor url={own.profile_photo_url} kind="profile" upload={uploadPhoto} remove={deletePhoto} />}
      moreActions={
        <Button component={Link} to="/reset-password" variant="default" leftSection={<IconKey size={18} aria-hidden />}>
          {t('account.reset.title')}
        </Button>
      }
    >
      {(own) => (
        <>
          <SectionCard title={t('profile.clinicAndPlan')}>
            <DetailList
              items={[
                { label: t('profile.clinic'), value: displayText(own.clinic_name) },
                { label: t('clinic.plan'), value: planName(own.plan_name, t) },
              ]}
            />
            <PlanUsage withPlanName={false} />
          </SectionCard>
          <LanguageSection />
          <AppearanceSection />
        </>
      )}
    </OwnProfileFrame>
  );
}
