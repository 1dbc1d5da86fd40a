import { Box, Stack, Text } from '@mantine/core';
import { PageTitle } from '../../components/page-title';
import { useT } from '../../i18n/use-t';
import { ClinicDoctorsScreen } from '../../features/clinic/components/clinic-doctors-screen';

/** /clinic-doctors (clinic administrator): the clinic's doctors (spec section 2). */
export function ClinicDoctorsRoute() {
  const t = useT();
  return (
    <Box maw={1200}>
      <ClinicDoctorsScreen
        header={
          <Stack gap={4}>
            <PageTitle>{t('nav.Doctors')}</PageTitle>
            <Text c="dimmed">{t('clinic.doctorsIntro')}</Text>
          </Stack>
        }
      />
    </Box>
  );
}
