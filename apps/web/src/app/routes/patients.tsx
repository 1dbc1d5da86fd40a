import { Stack, Text } from '@mantine/core';
import { PageTitle } from '../../components/page-title';
import { DoctorPatientsScreen } from '../../features/patients/components/doctor-patients-screen';

/** /patients (doctor): the doctor's own patients and their diaries (spec section 2). */
export function DoctorPatientsRoute() {
  return (
    <Stack gap="lg" maw={1200}>
      <Stack gap={4}>
        <PageTitle>Your Patients</PageTitle>
        <Text c="dimmed">Choose Check diary to read a patient&apos;s headache diary.</Text>
      </Stack>
      <DoctorPatientsScreen />
    </Stack>
  );
}
