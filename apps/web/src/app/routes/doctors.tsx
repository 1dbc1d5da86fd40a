import { Stack, Text } from '@mantine/core';
import { PageTitle } from '../../components/page-title';
import { DoctorProfileScreen } from '../../features/profile/components/doctor-profile-screen';

/** /doctors (doctor): the doctor's own profile, photo and password link (spec section 2). */
export function DoctorProfileRoute() {
  return (
    <Stack gap="lg" maw={1100}>
      <Stack gap={4}>
        <PageTitle>Doctor profile</PageTitle>
        <Text c="dimmed">What your clinic and patients see about you.</Text>
      </Stack>
      <DoctorProfileScreen />
    </Stack>
  );
}
