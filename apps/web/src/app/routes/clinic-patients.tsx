import { Box, Stack, Text } from '@mantine/core';
import { PageTitle } from '../../components/page-title';
import { ClinicPatientsScreen } from '../../features/clinic/components/clinic-patients-screen';

/** /clinic-patients (clinic administrator): the clinic's patients (spec section 2). */
export function ClinicPatientsRoute() {
  return (
    <Box maw={1200}>
      <ClinicPatientsScreen
        header={
          <Stack gap={4}>
            <PageTitle>Patients</PageTitle>
            <Text c="dimmed">Everyone your clinic looks after, with their doctor and plan.</Text>
          </Stack>
        }
      />
    </Box>
  );
}
