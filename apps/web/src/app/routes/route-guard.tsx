import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router';
import { useAuth } from '../../lib/auth-storage';
import { guardRedirect, type GuardRule } from './guard-rules';

/**
 * Renders `children` (or, as a layout route, the child routes) only for the visitors `rule`
 * admits; anyone else is sent where the rule says.
 */
export function RouteGuard({ rule, children }: { rule: GuardRule; children?: ReactNode }) {
  const auth = useAuth();
  const redirectTo = guardRedirect(rule, auth);
  if (redirectTo !== null) return <Navigate to={redirectTo} replace />;
  return children ?? <Outlet />;
}
