import { Stack, Text } from '@mantine/core';
import { Suspense, lazy } from 'react';
import { PageTitle } from '../../components/page-title';
import { DoctorPatientsScreen } from '../../features/patients/components/doctor-patients-screen';

const PatientOutcomes = lazy(() => import('./outcome-parts').then((parts) => ({ default: parts.PatientOutcomes })));

/** /patients (doctor): the doctor's own patients and their diaries (spec section 2). */
export function DoctorPatientsRoute() {
  return (
    <Stack gap="lg" maw={1200}>
      <Stack gap={4}>
        <PageTitle>Your Patients</PageTitle>
        <Text c="dimmed">Choose Check diary to read a patient&apos;s headache diary.</Text>
      </Stack>
      <DoctorPatientsScreen
        renderPatientOutcomes={(patient) => (
          <Suspense fallback={null}>
            <PatientOutcomes patientId={patient.id} name={patient.name} />
          </Suspense>
        )}
      />
    </Stack>
  );
}
