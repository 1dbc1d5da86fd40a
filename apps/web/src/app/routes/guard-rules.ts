/**
 * Which visitors a group of routes admits (decisions.md, Routes and guards). The server enforces
 * the same rules; these only keep people away from screens they cannot use. `signed-out` is for
 * login and registration: a signed-in person has nothing to do there and goes to their start.
 */
export type GuardRule = 'signed-out' | 'signed-in-not-admin' | 'patient' | 'doctor' | 'clinic-admin';

interface Visitor {
  isAuthenticated: boolean;
  role: string | null;
}

/** Where the visitor is sent instead, or null when the route admits them. */
export const guardRedirect = (rule: GuardRule, { isAuthenticated, role }: Visitor): string | null => {
  if (rule === 'signed-out') return isAuthenticated ? homePathForRole(role) : null;
  if (!isAuthenticated) return '/login';
  switch (rule) {
    case 'signed-in-not-admin':
      return role === 'CLINIC_ADMIN' ? '/clinic' : null;
    case 'patient':
      if (role === 'CLINIC_ADMIN') return '/clinic';
      return role === 'DOCTOR' ? '/doctors' : null;
    case 'doctor':
      return role === 'DOCTOR' ? null : '/';
    case 'clinic-admin':
      return role === 'CLINIC_ADMIN' ? null : '/';
  }
};

/** After login a clinic administrator starts at the clinic, everyone else at the agent chooser. */
export const homePathForRole = (role: string | null): string => (role === 'CLINIC_ADMIN' ? '/clinic' : '/home');
