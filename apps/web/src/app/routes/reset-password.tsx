import { PageTitle } from '../../components/page-title';

// Only the heading for now; the screen itself arrives with its feature.
export function ResetPasswordRoute() {
  return <PageTitle>Reset Password</PageTitle>;
}
