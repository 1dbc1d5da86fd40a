import { Stack, Text } from '@mantine/core';
import { Suspense, lazy } from 'react';
import { PageTitle } from '../../components/page-title';
import { ProfileScreen } from '../../features/profile/components/profile-screen';
import { useT } from '../../i18n/use-t';

const OwnOutcomeSections = lazy(() => import('./outcome-parts').then((parts) => ({ default: parts.OwnOutcomeSections })));
const FhirDownloadButton = lazy(() =>
  import('../../features/outcomes/components/fhir-download-button').then((parts) => ({ default: parts.FhirDownloadButton })),
);

/** /profile (patient): own details, the assigned doctor and clinic, and the plan (spec section 2). */
export function ProfileRoute() {
  const t = useT();
  return (
    <Stack gap="lg" maw={1100}>
      <Stack gap={4}>
        <PageTitle>{t('nav.Profile')}</PageTitle>
        <Text c="dimmed">{t('profile.intro')}</Text>
      </Stack>
      <ProfileScreen
        outcomes={
          <Suspense fallback={null}>
            <OwnOutcomeSections />
          </Suspense>
        }
        fhirDownload={
          <Suspense fallback={null}>
            <FhirDownloadButton />
          </Suspense>
        }
      />
    </Stack>
  );
}
