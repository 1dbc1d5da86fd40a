import type { RegistrationKeySummary } from '@cephalo/shared/clinic';
import type { MessageKey } from '../../i18n/i18n';

export type RegistrationKeyStatus = 'Active' | 'Revoked' | 'Expired' | 'Used up';

/** Each status in the interface language. */
export const STATUS_KEYS: Record<RegistrationKeyStatus, MessageKey> = {
  Active: 'keys.status.active',
  Revoked: 'keys.status.revoked',
  Expired: 'keys.status.expired',
  'Used up': 'keys.status.usedUp',
};

/** Why a key can or cannot register anyone now; a revoked key says so first. */
export const registrationKeyStatus = (key: RegistrationKeySummary, now = new Date()): RegistrationKeyStatus => {
  if (key.revoked_at != null) return 'Revoked';
  if (new Date(key.expires_at).getTime() <= now.getTime()) return 'Expired';
  if (key.uses_left <= 0) return 'Used up';
  return 'Active';
};

/** The role as the administrator says it: the key of its name in the catalogue. */
export const roleKey = (role: string): MessageKey => (role === 'DOCTOR' ? 'role.doctor' : role === 'CLINIC_ADMIN' ? 'role.clinicAdmin' : 'role.patient');

/** The registration page of the key's role (spec section 2: /register/{requiredRole}). */
export const registrationLink = (origin: string, role: string): string => `${origin}/register/${role}`;
