import { Stack, Text } from '@mantine/core';
import { Suspense, lazy } from 'react';
import { useParams } from 'react-router';
import { PageTitle } from '../../components/page-title';
import { useT } from '../../i18n/use-t';
import { DoctorPatientsScreen } from '../../features/patients/components/doctor-patients-screen';
import { PatientPage } from '../../features/patients/components/patient-page';

const PatientOutcomes = lazy(() => import('./outcome-parts').then((parts) => ({ default: parts.PatientOutcomes })));
const FhirDownloadButton = lazy(() =>
  import('../../features/outcomes/components/fhir-download-button').then((parts) => ({ default: parts.FhirDownloadButton })),
);

/** /patients (doctor): the doctor's own patients, who needs attention first (spec section 2, issue 35). */
export function DoctorPatientsRoute() {
  const t = useT();
  return (
    <Stack gap="lg" maw={1400}>
      <Stack gap={4}>
        <PageTitle>{t('patients.title')}</PageTitle>
        <Text c="dimmed">{t('patients.intro')}</Text>
      </Stack>
      <DoctorPatientsScreen />
    </Stack>
  );
}

/** /patients/{id} (doctor): one patient's numbers, outcomes and diary at their own address. */
export function PatientPageRoute() {
  const { id = '' } = useParams();
  return (
    <PatientPage
      // A new patient is a new page: nothing of the last one's state stays.
      key={id}
      patientId={id}
      renderOutcomes={(patient) => (
        <Suspense fallback={null}>
          <PatientOutcomes patientId={patient.id} name={patient.name} />
        </Suspense>
      )}
      // The patient's FHIR record, for the doctor's own patient only (the server refuses others and records the download).
      renderDownloads={(patient) => (
        <Suspense fallback={null}>
          <FhirDownloadButton patientId={patient.id} />
        </Suspense>
      )}
    />
  );
}
