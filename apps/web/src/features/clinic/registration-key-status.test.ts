import { describe, expect, it } from 'vitest';
import type { RegistrationKeySummary } from '@cephalo/shared/clinic';
import { englishT } from '../../i18n/english-for-tests';
import { registrationKeyStatus, registrationLink, roleKey } from './registration-key-status';

const key: RegistrationKeySummary = {
  id: 'k1',
  key_prefix: 'CEPH-AB12',
  role: 'USER',
  plan_name: 'Premium',
  expires_at: '2030-01-01T00:00:00.000Z',
  uses_left: 3,
  revoked_at: null,
  created_at: '2029-12-01T00:00:00.000Z',
};
const now = new Date('2029-12-15T00:00:00.000Z');

describe('registrationKeyStatus', () => {
  it('is active while it has uses, is not expired and not revoked', () => {
    expect(registrationKeyStatus(key, now)).toBe('Active');
  });

  it('names revoked first, then expired, then used up', () => {
    expect(registrationKeyStatus({ ...key, revoked_at: '2029-12-10T00:00:00.000Z', uses_left: 0 }, now)).toBe('Revoked');
    expect(registrationKeyStatus({ ...key, expires_at: '2029-12-14T00:00:00.000Z', uses_left: 0 }, now)).toBe('Expired');
    expect(registrationKeyStatus({ ...key, uses_left: 0 }, now)).toBe('Used up');
  });
});

describe('registration labels', () => {
  it('says Patient and Doctor and links the role page', () => {
    expect(englishT(roleKey('USER'))).toBe('Patient');
    expect(englishT(roleKey('DOCTOR'))).toBe('Doctor');
    expect(registrationLink('https://app.example', 'DOCTOR')).toBe('https://app.example/register/DOCTOR');
  });
});
