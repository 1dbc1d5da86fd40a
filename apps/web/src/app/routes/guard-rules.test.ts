import { describe, expect, it } from 'vitest';
import { guardRedirect, homePathForRole, type GuardRule } from './guard-rules';

const as = (role: string | null) => ({ isAuthenticated: role !== null, role });

describe('guardRedirect', () => {
  it.each<Exclude<GuardRule, 'signed-out'>>(['signed-in-not-admin', 'patient', 'doctor', 'clinic-admin'])(
    'sends a signed-out visitor of %s to /login',
    (rule) => expect(guardRedirect(rule, as(null))).toBe('/login'),
  );

  it('keeps clinic administrators off the chooser and chat', () => {
    expect(guardRedirect('signed-in-not-admin', as('CLINIC_ADMIN'))).toBe('/clinic');
    expect(guardRedirect('signed-in-not-admin', as('DOCTOR'))).toBeNull();
    expect(guardRedirect('signed-in-not-admin', as('USER'))).toBeNull();
  });

  it('admits only patients to the patient screens', () => {
    expect(guardRedirect('patient', as('CLINIC_ADMIN'))).toBe('/clinic');
    expect(guardRedirect('patient', as('DOCTOR'))).toBe('/doctors');
    expect(guardRedirect('patient', as('USER'))).toBeNull();
  });

  it('sends any other role of a role-gated group to /', () => {
    expect(guardRedirect('doctor', as('USER'))).toBe('/');
    expect(guardRedirect('doctor', as('CLINIC_ADMIN'))).toBe('/');
    expect(guardRedirect('doctor', as('DOCTOR'))).toBeNull();
    expect(guardRedirect('clinic-admin', as('DOCTOR'))).toBe('/');
    expect(guardRedirect('clinic-admin', as('USER'))).toBe('/');
    expect(guardRedirect('clinic-admin', as('CLINIC_ADMIN'))).toBeNull();
  });

  it('admits signed-out visitors to login and registration and sends anyone signed in to their start', () => {
    expect(guardRedirect('signed-out', as(null))).toBeNull();
    expect(guardRedirect('signed-out', as('CLINIC_ADMIN'))).toBe('/clinic');
    expect(guardRedirect('signed-out', as('DOCTOR'))).toBe('/home');
    expect(guardRedirect('signed-out', as('USER'))).toBe('/home');
  });
});

describe('homePathForRole', () => {
  it('starts clinic administrators at /clinic and everyone else at /home', () => {
    expect(homePathForRole('CLINIC_ADMIN')).toBe('/clinic');
    expect(homePathForRole('DOCTOR')).toBe('/home');
    expect(homePathForRole('USER')).toBe('/home');
  });
});
