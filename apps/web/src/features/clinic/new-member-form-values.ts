import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH } from '@cephalo/shared/account-rules';
import type { NewClinicUser } from '@cephalo/shared/clinic';
import { PlanNameSchema } from '@cephalo/shared/plans';

const required = (field: string) => z.string().trim().min(1, `${field} is a required field`);

/**
 * The Add new patient / Add new doctor form (spec section 3, new user). Only what the account
 * cannot exist without is checked here, in the specification's "{field} is a required field"
 * words; everything else is the server's to refuse, and its detail is shown in the modal.
 */
export const NewMemberFormSchema = z.object({
  email: required('Email').pipe(z.email('Invalid email')),
  username: required('Username')
    .min(USERNAME_MIN_LENGTH, `Username must be at least ${USERNAME_MIN_LENGTH} characters`)
    .max(USERNAME_MAX_LENGTH, `Username must be at most ${USERNAME_MAX_LENGTH} characters`),
  password: z
    .string()
    .min(1, 'Password is a required field')
    .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
    .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`),
  name: z.string(),
  surname: z.string(),
  phone_number: z.string(),
  bio: z.string(),
  /** Patients only; null: no doctor yet. */
  doctor_id: z.string().nullable(),
  /** Patients only. */
  plan: PlanNameSchema,
});
export type NewMemberFormValues = z.infer<typeof NewMemberFormSchema>;

export const emptyNewMemberForm = (): NewMemberFormValues => ({
  email: '',
  username: '',
  password: '',
  name: '',
  surname: '',
  phone_number: '',
  bio: '',
  doctor_id: null,
  plan: 'Premium',
});

/** The POST body; doctors get no doctor and the server's plan for doctors. */
export const formToNewMember = (form: NewMemberFormValues, kind: 'patient' | 'doctor'): NewClinicUser => {
  const account: NewClinicUser = {
    email: form.email.trim(),
    username: form.username.trim(),
    password: form.password,
    name: form.name,
    surname: form.surname,
    phone_number: form.phone_number,
    bio: form.bio,
  };
  return kind === 'patient' ? { ...account, doctor_id: form.doctor_id, plan: form.plan } : account;
};
