import { z } from 'zod';
import { CHAT_LANGUAGES, ChatLanguageSchema, type ChatLanguage } from '@cephalo/shared/chat-languages';
import type { ProfileUpdate, UserProfile } from '@cephalo/shared/profile';
import { displayText } from '@cephalo/shared/profile-text';

/** The Edit Profile form. Spec section 5: profile forms have no client validation; the server checks. */
export const ProfileFormSchema = z.object({
  name: z.string(),
  surname: z.string(),
  phone_number: z.string(),
  bio: z.string(),
  chat_answer_language: ChatLanguageSchema.nullable(),
});
export type ProfileFormValues = z.infer<typeof ProfileFormSchema>;

const isChatLanguage = (value: string): value is ChatLanguage => (CHAT_LANGUAGES as readonly string[]).includes(value);

export const profileToForm = (profile: UserProfile): ProfileFormValues => ({
  name: displayText(profile.name),
  surname: displayText(profile.surname),
  phone_number: displayText(profile.phone_number),
  bio: displayText(profile.bio),
  // A language from older data that the picker does not offer stays as it is unless one is chosen.
  chat_answer_language: isChatLanguage(profile.chat_answer_language) ? profile.chat_answer_language : null,
});

/**
 * The PUT body. Spec section 4: a newly chosen chat language is saved, otherwise it is left out
 * so the server keeps the existing one.
 */
export const formToProfileUpdate = (form: ProfileFormValues, profile: UserProfile): ProfileUpdate => {
  const changes: ProfileUpdate = { name: form.name, surname: form.surname, phone_number: form.phone_number, bio: form.bio };
  if (form.chat_answer_language != null && form.chat_answer_language !== profile.chat_answer_language) {
    changes.chat_answer_language = form.chat_answer_language;
  }
  return changes;
};
