import { describe, expect, it } from 'vitest';
import type { ClinicMember } from '@cephalo/shared/clinic';
import { englishT } from '../../i18n/english-for-tests';
import { doctorOptions, NO_DOCTOR, toDoctorId } from './doctor-options';

const doctor = (extra: Partial<ClinicMember>): ClinicMember => ({
  id: 'd1',
  name: 'Mila',
  surname: 'Jovanović',
  email: 'mila@example.test',
  username: 'mila',
  phone_number: null,
  plan_name: 'Premium',
  doctor_id: null,
  doctor_name: null,
  can_sign_in: true,
  ...extra,
});

describe('doctor options', () => {
  it('starts with "No doctor" and marks the doctors who cannot sign in yet', () => {
    expect(doctorOptions([doctor({}), doctor({ id: 'd2', name: 'Ivan', surname: 'Novak', can_sign_in: false })], englishT)).toEqual([
      { value: NO_DOCTOR, label: 'No doctor' },
      { value: 'd1', label: 'Mila Jovanović' },
      { value: 'd2', label: 'Ivan Novak (cannot sign in yet)' },
    ]);
    expect(toDoctorId(NO_DOCTOR)).toBeNull();
    expect(toDoctorId('d2')).toBe('d2');
  });
});
