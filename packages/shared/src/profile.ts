import { z } from 'zod';
import { ChatLanguageSchema } from './chat-languages';
import { InterfaceLanguageCodeSchema } from './interface-language-schema';
import { optionalText } from './profile-text';

/** GET /api/profile (any signed-in user: their own account). */
export const UserProfileSchema = z.object({
  username: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  surname: z.string().nullable(),
  phone_number: z.string().nullable(),
  bio: z.string().nullable(),
  chat_answer_language: z.string(),
  /** The language the server writes this person's e-mails, messages, PDF report and data export in (decision 030). */
  interface_language: InterfaceLanguageCodeSchema,
  profile_photo_url: z.string().nullable(),
  clinic_id: z.string().nullable(),
  /** Whether a doctor looks after this account: the profile asks GET /api/patient/doctor only then. */
  has_doctor: z.boolean(),
});
export type UserProfile = z.infer<typeof UserProfileSchema>;

/**
 * PUT /api/profile and PUT /api/doctors. Only these fields can change; anything else a client
 * sends (role, clinic, doctor, plan, email) is ignored. A missing chat or interface language keeps the old one.
 */
export const ProfileUpdateSchema = z.object({
  name: optionalText('name', 100),
  surname: optionalText('surname', 100),
  // The specification's profile form has no validation: any phone text is kept, only bounded in length.
  phone_number: optionalText('phone_number', 40),
  bio: optionalText('bio', 1000),
  chat_answer_language: ChatLanguageSchema.optional(),
  interface_language: InterfaceLanguageCodeSchema.optional(),
});
export type ProfileUpdate = z.input<typeof ProfileUpdateSchema>;

/** GET /api/doctors: the doctor's profile with clinic and plan names. */
export const DoctorProfileSchema = UserProfileSchema.extend({ clinic_name: z.string().nullable(), plan_name: z.string() });
export type DoctorProfile = z.infer<typeof DoctorProfileSchema>;

/** Answers of the photo endpoints (spec: user.profile_photo_url; null means no photo). */
export const PhotoResponseSchema = z.object({ user: z.object({ profile_photo_url: z.string().nullable() }) });
export type PhotoResponse = z.infer<typeof PhotoResponseSchema>;

/** GET /api/patient/doctor */
export const AssignedDoctorSchema = z.object({ name: z.string().nullable(), surname: z.string().nullable() });

/** DELETE /api/profile: erasure needs the current password, so a left-open session cannot erase an account. */
export const AccountErasureRequestSchema = z.object({
  password: z.string().min(1, 'Enter your current password').max(1024),
});
export type AccountErasureRequest = z.infer<typeof AccountErasureRequestSchema>;
