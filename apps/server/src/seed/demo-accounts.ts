import type { PlanName } from '@cephalo/shared/plans';
import type { Role } from '@cephalo/shared/roles';

/** The fixed demo logins (also listed in the README), so a newcomer can try every role at once. */
export const DEMO_PASSWORD = 'demo-password';
export const DEMO_CLINIC_NAME = 'Cephalo Demo Clinic';

export interface DemoAccount {
  email: string;
  role: Role;
  plan: PlanName;
  name: string;
  surname: string;
  /** E-mail of the patient's doctor. */
  doctorEmail?: string;
}

export const DEMO_ACCOUNTS: DemoAccount[] = [
  { email: 'admin@demo.cephalo.test', role: 'CLINIC_ADMIN', plan: 'Premium', name: 'Ana', surname: 'Admin' },
  { email: 'doctor1@demo.cephalo.test', role: 'DOCTOR', plan: 'Premium', name: 'Mila', surname: 'Jovanović' },
  { email: 'doctor2@demo.cephalo.test', role: 'DOCTOR', plan: 'Premium', name: 'Luka', surname: 'Novak' },
  { email: 'patient.free@demo.cephalo.test', role: 'USER', plan: 'Free', name: 'Frida', surname: 'Free', doctorEmail: 'doctor1@demo.cephalo.test' },
  { email: 'patient.basic@demo.cephalo.test', role: 'USER', plan: 'Basic', name: 'Bruno', surname: 'Basic', doctorEmail: 'doctor1@demo.cephalo.test' },
  { email: 'patient.premium@demo.cephalo.test', role: 'USER', plan: 'Premium', name: 'Petra', surname: 'Premium', doctorEmail: 'doctor1@demo.cephalo.test' },
  { email: 'patient2.premium@demo.cephalo.test', role: 'USER', plan: 'Premium', name: 'Pavle', surname: 'Premium', doctorEmail: 'doctor2@demo.cephalo.test' },
];

export const DEMO_REGISTRATION_KEYS: { key: string; role: Role; plan: PlanName }[] = [
  { key: 'CEPHALO-DEMO-PATIENT', role: 'USER', plan: 'Premium' },
  { key: 'CEPHALO-DEMO-DOCTOR', role: 'DOCTOR', plan: 'Premium' },
];

export const demoUsername = (email: string): string => email.slice(0, email.indexOf('@'));
