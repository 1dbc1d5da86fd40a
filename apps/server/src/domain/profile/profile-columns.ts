import { sql } from 'drizzle-orm';
import { users } from '../../db/schema';

/** The columns of a profile as the client reads them, the same for a patient and a doctor. */
export const profileColumns = {
  username: users.username,
  email: users.email,
  name: users.name,
  surname: users.surname,
  phone_number: users.phoneNumber,
  bio: users.bio,
  chat_answer_language: users.chatAnswerLanguage,
  interface_language: users.interfaceLanguage,
  profile_photo_url: users.profilePhotoUrl,
  clinic_id: users.clinicId,
  has_doctor: sql<boolean>`${users.doctorId} is not null`,
};
