import { PageTitle } from '../../components/page-title';

// Only the heading for now; the screen itself arrives with its feature.
export function DoctorPatientsRoute() {
  return <PageTitle>Your Patients</PageTitle>;
}
