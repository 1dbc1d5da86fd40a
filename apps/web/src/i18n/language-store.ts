import { useSyncExternalStore } from 'react';
import type { ChatLanguage } from '@cephalo/shared/chat-language-list';
import {
  DEFAULT_INTERFACE_LANGUAGE,
  INTERFACE_LANGUAGES,
  isInterfaceLanguageCode,
  matchInterfaceLanguage,
  type InterfaceLanguageCode,
} from '@cephalo/shared/interface-languages';
import { pageLanguageCookie } from '@cephalo/shared/page-language';
import { readStoredItem, watchStoredKeys } from '../lib/stored-keys';
import { activateLanguage } from './i18n';
import {
  CHAT_LANGUAGE_SYNC_STORAGE_KEY,
  LANGUAGE_SEPARATE_STORAGE_KEY,
  LANGUAGE_STORAGE_KEY,
  PROFILE_LANGUAGE_SYNC_STORAGE_KEY,
} from './language-storage-keys';

const writeItem = (key: string, value: string) => {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Blocked storage: the choice holds until the page is left.
  }
};

/** The language chosen on this device, if one was. */
export const readChosenLanguage = (): InterfaceLanguageCode | undefined => {
  const stored = readStoredItem(LANGUAGE_STORAGE_KEY);
  return isInterfaceLanguageCode(stored) ? stored : undefined;
};

/** The language to start in: the one chosen on this device, else the browser's first the interface speaks, else English. */
export const initialLanguage = (): InterfaceLanguageCode =>
  readChosenLanguage() ?? (typeof navigator === 'undefined' ? undefined : matchInterfaceLanguage(navigator.languages)) ?? DEFAULT_INTERFACE_LANGUAGE;

let current: InterfaceLanguageCode = DEFAULT_INTERFACE_LANGUAGE;
const store = watchStoredKeys([LANGUAGE_STORAGE_KEY, LANGUAGE_SEPARATE_STORAGE_KEY, CHAT_LANGUAGE_SYNC_STORAGE_KEY, PROFILE_LANGUAGE_SYNC_STORAGE_KEY]);

/** Shows the texts in `code` once its catalogue is here; `<html lang>` and the pages' language follow (screen readers, hyphenation). */
export const applyLanguage = async (code: InterfaceLanguageCode): Promise<void> => {
  // A later choice, made while this one loaded, names the language instead.
  if (!(await activateLanguage(code))) return;
  current = code;
  if (typeof document !== 'undefined') {
    document.documentElement.lang = code;
    // The pages' language follows the one shown, chosen or the browser's (decision 029): the server
    // answers the next load of any page with its first paint in it. Written at every start too, so
    // it outlives its year while the device is used, and a choice older than the cookie gets it.
    document.cookie = pageLanguageCookie(code, window.location.protocol === 'https:');
  }
  store.notify();
};

/** A choice of the person (a picker): applied at once and kept on this device. */
export const chooseLanguage = async (code: InterfaceLanguageCode): Promise<void> => {
  writeItem(LANGUAGE_STORAGE_KEY, code);
  writeItem(PROFILE_LANGUAGE_SYNC_STORAGE_KEY, code);
  if (!isSeparateFromChat()) writeItem(CHAT_LANGUAGE_SYNC_STORAGE_KEY, code);
  await applyLanguage(code);
};

/** Whether the interface language was set apart from the profile's chat language (linked by default). */
export const isSeparateFromChat = (): boolean => readStoredItem(LANGUAGE_SEPARATE_STORAGE_KEY) === 'true';

export const setSeparateFromChat = (isSeparate: boolean): void => {
  writeItem(LANGUAGE_SEPARATE_STORAGE_KEY, String(isSeparate));
  // Linked again: the chat takes the interface's language.
  if (!isSeparate) writeItem(CHAT_LANGUAGE_SYNC_STORAGE_KEY, current);
  store.notify();
};

/**
 * The link with the profile's chat language (issue 36, decision 029): while the two are linked, a
 * language the person picks (on the login screen, at registration or in the profile) becomes the
 * chat language too, saved to the profile once someone is signed in (ChatLanguageLink). A chat
 * language saved in the profile does not move the interface: set there, it was meant for the
 * chat alone.
 */
export const readChatLanguageToSync = (): ChatLanguage | undefined => {
  const stored = readStoredItem(CHAT_LANGUAGE_SYNC_STORAGE_KEY);
  return INTERFACE_LANGUAGES.find((language) => language.code === stored)?.chatLanguage;
};

const forgetItem = (key: string): void => {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Blocked storage kept nothing.
  }
  store.notify();
};

export const forgetChatLanguageToSync = (): void => forgetItem(CHAT_LANGUAGE_SYNC_STORAGE_KEY);

/**
 * A language the person picked, for the profile's interface language (decision 030): the server
 * writes their e-mails, messages and PDF report in it. Saved once someone is signed in
 * (ChatLanguageLink), then forgotten; a sign-in alone changes nothing on the server.
 */
export const readProfileLanguageToSync = (): InterfaceLanguageCode | undefined => {
  const stored = readStoredItem(PROFILE_LANGUAGE_SYNC_STORAGE_KEY);
  return isInterfaceLanguageCode(stored) ? stored : undefined;
};

export const forgetProfileLanguageToSync = (): void => forgetItem(PROFILE_LANGUAGE_SYNC_STORAGE_KEY);

/** The language shown now and the link, for the pickers. */
export function useInterfaceLanguage(): { language: InterfaceLanguageCode; isSeparate: boolean } {
  // The build's first paint (a server render) is drawn in each language: its picker shows that one.
  const language = useSyncExternalStore(
    store.subscribe,
    () => current,
    () => current,
  );
  const isSeparate = useSyncExternalStore(store.subscribe, isSeparateFromChat, () => false);
  return { language, isSeparate };
}
