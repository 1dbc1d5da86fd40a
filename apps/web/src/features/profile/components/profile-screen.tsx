import { Skeleton, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { UserProfile } from '@cephalo/shared/profile';
import { DetailList } from '../../../components/detail-list';
import { PhotoView } from '../../../components/photo-view';
import { SectionCard } from '../../../components/section-card';
import { useSaveDialog } from '../../../hooks/use-save-dialog';
import { useWarnOnError } from '../../../hooks/use-warn-on-error';
import { fullName } from '../../../lib/full-name';
import { useAssignedDoctor } from '../api/get-assigned-doctor';
import { useOwnClinic } from '../api/get-own-clinic';
import { useProfile } from '../api/get-profile';
import { useUpdateProfile } from '../api/update-profile';
import { AccessTrailSection } from './access-trail-section';
import { AppearanceSection } from './appearance-section';
import { OwnProfileFrame } from './own-profile-frame';
import { PlanUsage } from './plan-usage';
import { YourDataSection } from './your-data-section';
import { LanguageSection } from './language-section';
import { useT } from '../../../i18n/use-t';

const Calm = ({ children }: { children: ReactNode }) => (
  <Text span c="dimmed" size="sm">
    {children}
  </Text>
);

const loadingLine = <Skeleton height={14} width={160} />;

interface ProfileScreenProps {
  /** After "Your care": the patient's treatments and MIDAS scores (outcomes feature, composed in src/app). */
  outcomes: ReactNode;
  /** In "Your data": the FHIR download (outcomes feature, composed in src/app). */
  fhirDownload: ReactNode;
}

/** /profile: the patient's own profile, their doctor and clinic (read only) and their plan. */
export function ProfileScreen({ outcomes, fhirDownload }: ProfileScreenProps) {
  const profile = useProfile();
  const doctor = useAssignedDoctor(profile.data?.has_doctor === true);
  const clinic = useOwnClinic(profile.data?.clinic_id ?? null);
  const t = useT();
  const editing = useSaveDialog();
  const update = useUpdateProfile({ onSuccess: () => editing.finish(t('profile.saved')) });

  useWarnOnError('the assigned doctor', doctor);
  useWarnOnError('the clinic', clinic);

  const doctorValue = (own: UserProfile) =>
    !own.has_doctor ? (
      <Calm>{t('profile.noDoctor')}</Calm>
    ) : doctor.isPending ? (
      loadingLine
    ) : doctor.isError ? (
      <Calm>{t('profile.doctorNotLoaded')}</Calm>
    ) : doctor.data ? (
      fullName(doctor.data) || <Calm>{t('profile.doctorNoName')}</Calm>
    ) : (
      <Calm>{t('profile.noDoctor')}</Calm>
    );
  const clinicValue = (own: UserProfile) =>
    own.clinic_id == null ? (
      <Calm>{t('profile.noClinic')}</Calm>
    ) : clinic.isPending ? (
      loadingLine
    ) : clinic.isError ? (
      <Calm>{t('profile.clinicNotLoaded')}</Calm>
    ) : (
      clinic.data.name
    );

  return (
    <OwnProfileFrame
      profile={profile}
      what="the profile"
      editing={editing}
      update={update}
      photo={(own) => <PhotoView url={own.profile_photo_url} kind="profile" />}
    >
      {(own) => (
        <>
          <SectionCard title={t('profile.care')}>
            <DetailList
              items={[
                { label: t('profile.doctor'), value: doctorValue(own) },
                { label: t('profile.clinic'), value: clinicValue(own) },
              ]}
            />
          </SectionCard>
          {outcomes}
          <SectionCard title={t('profile.plan')}>
            <PlanUsage />
          </SectionCard>
          <LanguageSection />
          <AppearanceSection />
          <AccessTrailSection />
          <YourDataSection fhirDownload={fhirDownload} />
        </>
      )}
    </OwnProfileFrame>
  );
}
