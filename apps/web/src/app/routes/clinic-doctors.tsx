import { Box, Stack, Text } from '@mantine/core';
import { PageTitle } from '../../components/page-title';
import { ClinicDoctorsScreen } from '../../features/clinic/components/clinic-doctors-screen';

/** /clinic-doctors (clinic administrator): the clinic's doctors (spec section 2). */
export function ClinicDoctorsRoute() {
  return (
    <Box maw={1200}>
      <ClinicDoctorsScreen
        header={
          <Stack gap={4}>
            <PageTitle>Doctors</PageTitle>
            <Text c="dimmed">The doctors of your clinic. Patients are assigned to them on the Patients page.</Text>
          </Stack>
        }
      />
    </Box>
  );
}
