import { Navigate, Outlet } from 'react-router';
import { useAuth } from '../../lib/auth-storage';
import { guardRedirect, type GuardRule } from './guard-rules';

/** A layout route that renders its children only for the visitors `rule` admits. */
export function RouteGuard({ rule }: { rule: GuardRule }) {
  const auth = useAuth();
  const redirectTo = guardRedirect(rule, auth);
  return redirectTo === null ? <Outlet /> : <Navigate to={redirectTo} replace />;
}
