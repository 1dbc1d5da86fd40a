import { Stack, Text } from '@mantine/core';
import { PageTitle } from '../../components/page-title';
import { ClinicAccessTrailSection } from '../../features/clinic/components/clinic-access-trail-section';
import { ClinicProfileScreen } from '../../features/clinic/components/clinic-profile-screen';
import { RegistrationKeysSection } from '../../features/clinic/components/registration-keys-section';

/** /clinic (clinic administrator): the clinic profile, its registration keys (spec section 2) and its access trail. */
export function ClinicRoute() {
  return (
    <Stack gap="lg" maw={1100}>
      <Stack gap={4}>
        <PageTitle>Edit Clinic Profile</PageTitle>
        <Text c="dimmed">How your clinic appears to its doctors and patients, and the keys that let new people join.</Text>
      </Stack>
      <ClinicProfileScreen />
      <RegistrationKeysSection />
      <ClinicAccessTrailSection />
    </Stack>
  );
}
