import { PageTitle } from '../../components/page-title';

// Only the heading for now; the screen itself arrives with its feature.
export function ClinicPatientsRoute() {
  return <PageTitle>Patients</PageTitle>;
}
