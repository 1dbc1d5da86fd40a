import { useEffect } from 'react';
import type { ProfileUpdate } from '@cephalo/shared/profile';
import { useProfile } from '../api/get-profile';
import { useDoctorProfile } from '../api/get-doctor-profile';
import { useUpdateDoctorProfile } from '../api/update-doctor-profile';
import { useUpdateProfile } from '../api/update-profile';
import {
  forgetChatLanguageToSync,
  forgetProfileLanguageToSync,
  readChatLanguageToSync,
  readProfileLanguageToSync,
  useInterfaceLanguage,
} from '../../../i18n/language-store';

const keepProfile = () => undefined;

/**
 * The profile's changes a language picked on this device asks for: its interface language (the
 * server's e-mails, messages and PDF, decision 030) and, for a patient while the two are linked,
 * the chat language. Null when the profile has both already.
 */
function wantedChanges(
  profile: { chat_answer_language: string; interface_language: string },
  { withChat }: { withChat: boolean },
): { changes: ProfileUpdate | null; forget: () => void } {
  const chat = withChat ? readChatLanguageToSync() : undefined;
  const language = readProfileLanguageToSync();
  const changes: ProfileUpdate = {
    ...(chat !== undefined && chat !== profile.chat_answer_language ? { chat_answer_language: chat } : {}),
    ...(language !== undefined && language !== profile.interface_language ? { interface_language: language } : {}),
  };
  const forget = () => {
    if (chat !== undefined) forgetChatLanguageToSync();
    if (language !== undefined) forgetProfileLanguageToSync();
  };
  return { changes: Object.keys(changes).length > 0 ? changes : null, forget };
}

/**
 * A patient's profile follows the language picked on this device (language-store.ts): once signed
 * in, the picked language is saved as the interface language and, while linked, as the chat
 * language too, then forgotten. Draws nothing.
 */
export function ChatLanguageLink() {
  const { language } = useInterfaceLanguage();
  const profile = useProfile();
  const { mutate, isPending } = useUpdateProfile({ onSuccess: keepProfile });
  const { data } = profile;
  useEffect(() => {
    if (data === undefined || isPending) return;
    const { changes, forget } = wantedChanges(data, { withChat: true });
    if (changes) mutate(changes, { onSuccess: forget });
    else forget();
  }, [language, data, isPending, mutate]);
  return null;
}

/** A doctor's profile takes the picked interface language (the PDF report's); the chat language stays theirs. */
export function DoctorLanguageLink() {
  const { language } = useInterfaceLanguage();
  const profile = useDoctorProfile();
  const { mutate, isPending } = useUpdateDoctorProfile({ onSuccess: keepProfile });
  const { data } = profile;
  useEffect(() => {
    if (data === undefined || isPending) return;
    const { changes, forget } = wantedChanges(data, { withChat: false });
    if (changes) mutate(changes, { onSuccess: forget });
    else forget();
  }, [language, data, isPending, mutate]);
  return null;
}
