import { useEffect } from 'react';
import { useProfile } from '../api/get-profile';
import { useUpdateProfile } from '../api/update-profile';
import { forgetChatLanguageToSync, readChatLanguageToSync, useInterfaceLanguage } from '../../../i18n/language-store';

const keepProfile = () => undefined;

/**
 * A patient's chat language follows the interface language picked while the two are linked
 * (language-store.ts): once signed in, the picked language is saved to the profile, then
 * forgotten. Draws nothing. Doctors keep theirs for now (issue 36, phase 2).
 */
export function ChatLanguageLink() {
  const { language } = useInterfaceLanguage();
  const profile = useProfile();
  const update = useUpdateProfile({ onSuccess: keepProfile });
  const { mutate, isPending } = update;
  const chatLanguage = profile.data?.chat_answer_language;
  useEffect(() => {
    const wanted = readChatLanguageToSync();
    if (wanted === undefined || chatLanguage === undefined || isPending) return;
    if (wanted === chatLanguage) {
      forgetChatLanguageToSync();
      return;
    }
    mutate({ chat_answer_language: wanted }, { onSuccess: forgetChatLanguageToSync });
  }, [language, chatLanguage, isPending, mutate]);
  return null;
}
