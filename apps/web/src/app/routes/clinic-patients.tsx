import { Box, Stack, Text } from '@mantine/core';
import { PageTitle } from '../../components/page-title';
import { useT } from '../../i18n/use-t';
import { ClinicPatientsScreen } from '../../features/clinic/components/clinic-patients-screen';

/** /clinic-patients (clinic administrator): the clinic's patients (spec section 2). */
export function ClinicPatientsRoute() {
  const t = useT();
  return (
    <Box maw={1200}>
      <ClinicPatientsScreen
        header={
          <Stack gap={4}>
            <PageTitle>{t('nav.Patients')}</PageTitle>
            <Text c="dimmed">{t('clinic.patientsIntro')}</Text>
          </Stack>
        }
      />
    </Box>
  );
}
