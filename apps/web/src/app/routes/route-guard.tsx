import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { hasLoggedOut, useAuth } from '../../lib/auth-storage';
import { appOrigin, loginPathFor, wantedPathOf } from '../../lib/wanted-path';
import { guardRedirect, type GuardRule } from './guard-rules';

/**
 * Renders `children` (or, as a layout route, the child routes) only for the visitors `rule`
 * admits; anyone else is sent where the rule says. Someone sent to log in comes back to this
 * address afterwards (issue 34: the reminder e-mail's /diary), unless they have just logged out;
 * once signed in, the login and registration screens send them there.
 */
export function RouteGuard({ rule, children }: { rule: GuardRule; children?: ReactNode }) {
  const auth = useAuth();
  const location = useLocation();
  const redirectTo = guardRedirect(rule, auth);
  if (redirectTo === null) return children ?? <Outlet />;
  if (redirectTo === '/login') return <Navigate to={hasLoggedOut() ? '/login' : loginPathFor(location, appOrigin())} replace />;
  if (rule === 'signed-out') return <Navigate to={wantedPathOf(location.search, appOrigin()) ?? redirectTo} replace />;
  return <Navigate to={redirectTo} replace />;
}
