import { Stack, Text } from '@mantine/core';
import { PageTitle } from '../../components/page-title';
import { useT } from '../../i18n/use-t';
import { DoctorProfileScreen } from '../../features/profile/components/doctor-profile-screen';

/** /doctors (doctor): the doctor's own profile, photo and password link (spec section 2). */
export function DoctorProfileRoute() {
  const t = useT();
  return (
    <Stack gap="lg" maw={1100}>
      <Stack gap={4}>
        <PageTitle>{t('profile.doctorTitle')}</PageTitle>
        <Text c="dimmed">{t('profile.doctorIntro')}</Text>
      </Stack>
      <DoctorProfileScreen />
    </Stack>
  );
}
