import { Stack, Text } from '@mantine/core';
import { PageTitle } from '../../components/page-title';
import { useT } from '../../i18n/use-t';
import { ClinicAccessTrailSection } from '../../features/clinic/components/clinic-access-trail-section';
import { ClinicProfileScreen } from '../../features/clinic/components/clinic-profile-screen';
import { RegistrationKeysSection } from '../../features/clinic/components/registration-keys-section';

/** /clinic (clinic administrator): the clinic profile, its registration keys (spec section 2) and its access trail. */
export function ClinicRoute() {
  const t = useT();
  return (
    <Stack gap="lg" maw={1100}>
      <Stack gap={4}>
        <PageTitle>{t('clinic.editTitle')}</PageTitle>
        <Text c="dimmed">{t('clinic.intro')}</Text>
      </Stack>
      <ClinicProfileScreen />
      <RegistrationKeysSection />
      <ClinicAccessTrailSection />
    </Stack>
  );
}
