import { PageTitle } from '../../components/page-title';
import { useAuth } from '../../lib/auth-storage';

/** The assistant is called Chat for doctors and Companion for patients (spec section 1). */
export function AiRoute() {
  const { role } = useAuth();
  return <PageTitle>{role === 'DOCTOR' ? 'Chat' : 'Companion'}</PageTitle>;
}
