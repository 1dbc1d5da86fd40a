import type { RegistrationKeySummary } from '@cephalo/shared/clinic';

export type RegistrationKeyStatus = 'Active' | 'Revoked' | 'Expired' | 'Used up';

/** Why a key can or cannot register anyone now; a revoked key says so first. */
export const registrationKeyStatus = (key: RegistrationKeySummary, now = new Date()): RegistrationKeyStatus => {
  if (key.revoked_at != null) return 'Revoked';
  if (new Date(key.expires_at).getTime() <= now.getTime()) return 'Expired';
  if (key.uses_left <= 0) return 'Used up';
  return 'Active';
};

/** The role as the administrator says it. */
export const roleLabel = (role: string): string => (role === 'DOCTOR' ? 'Doctor' : role === 'CLINIC_ADMIN' ? 'Clinic administrator' : 'Patient');

/** The registration page of the key's role (spec section 2: /register/{requiredRole}). */
export const registrationLink = (origin: string, role: string): string => `${origin}/register/${role}`;
