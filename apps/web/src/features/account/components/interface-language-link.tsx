import { useEffect } from 'react';
import { forgetProfileLanguageToSync, readProfileLanguageToSync, useInterfaceLanguage } from '../../../i18n/language-store';
import { useCurrentUserValue } from '../../../lib/current-user';
import { useSaveInterfaceLanguage } from '../api/save-interface-language';

/**
 * A clinic administrator's account follows the language picked on this device (on the login
 * screen): once signed in, it is saved as their interface language, for the server's e-mails and
 * messages to them (decision 030), then forgotten; a sign-in alone changes nothing on the server.
 * Patients and doctors save it with their profile (features/profile, ChatLanguageLink). Draws nothing.
 */
export function InterfaceLanguageLink() {
  const { language } = useInterfaceLanguage();
  const stored = useCurrentUserValue((me) => me?.interface_language);
  const { mutate, isPending } = useSaveInterfaceLanguage();
  useEffect(() => {
    if (stored === undefined || isPending) return;
    const picked = readProfileLanguageToSync();
    if (picked === undefined) return;
    if (picked === stored) forgetProfileLanguageToSync();
    else mutate({ interface_language: picked }, { onSuccess: forgetProfileLanguageToSync });
  }, [language, stored, isPending, mutate]);
  return null;
}
