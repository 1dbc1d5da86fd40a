import { CHAT_LANGUAGES, type ChatLanguage } from './chat-language-list';

/** One language of the web interface: the chat language it goes with, its BCP 47 code and its own name. */
export interface InterfaceLanguage {
  chatLanguage: ChatLanguage;
  /** The catalogue's name (`apps/web/src/i18n/catalogues/<code>.json`), `<html lang>` and Intl's locale. */
  code: InterfaceLanguageCode;
  /** The language's name in itself, as the picker lists it. */
  name: string;
}

/**
 * The interface speaks the chat's 18 languages (issue 36), in the chat's order. Serbian is written
 * in Cyrillic here (`sr`, Intl's default script for Serbian and the official one); the chat's
 * Serbian answers keep their Latin script (`chat-failure-texts.ts`).
 */
const CODES = {
  English: { code: 'en', name: 'English' },
  Serbian: { code: 'sr', name: 'Српски' },
  Croatian: { code: 'hr', name: 'Hrvatski' },
  Slovenian: { code: 'sl', name: 'Slovenščina' },
  Bosnian: { code: 'bs', name: 'Bosanski' },
  Macedonian: { code: 'mk', name: 'Македонски' },
  Greek: { code: 'el', name: 'Ελληνικά' },
  Bulgarian: { code: 'bg', name: 'Български' },
  Romanian: { code: 'ro', name: 'Română' },
  Hungarian: { code: 'hu', name: 'Magyar' },
  Russian: { code: 'ru', name: 'Русский' },
  Spanish: { code: 'es', name: 'Español' },
  French: { code: 'fr', name: 'Français' },
  Deutsch: { code: 'de', name: 'Deutsch' },
  Italian: { code: 'it', name: 'Italiano' },
  Portuguese: { code: 'pt', name: 'Português' },
  Chinese: { code: 'zh', name: '中文' },
  Japanese: { code: 'ja', name: '日本語' },
} as const satisfies Record<ChatLanguage, { code: string; name: string }>;

export type InterfaceLanguageCode = (typeof CODES)[ChatLanguage]['code'];

export const INTERFACE_LANGUAGES: readonly InterfaceLanguage[] = CHAT_LANGUAGES.map((chatLanguage) => ({ chatLanguage, ...CODES[chatLanguage] }));

export const DEFAULT_INTERFACE_LANGUAGE: InterfaceLanguageCode = 'en';

export const isInterfaceLanguageCode = (value: unknown): value is InterfaceLanguageCode => INTERFACE_LANGUAGES.some((language) => language.code === value);

/** The interface language that goes with a chat language. */
export const interfaceLanguageOf = (chatLanguage: ChatLanguage): InterfaceLanguageCode => CODES[chatLanguage].code;

/** The first of the browser's languages (`navigator.languages`) the interface speaks, by its primary subtag. */
export const matchInterfaceLanguage = (browserLanguages: readonly string[]): InterfaceLanguageCode | undefined => {
  for (const tag of browserLanguages) {
    const primary = tag.toLowerCase().split('-')[0];
    const match = INTERFACE_LANGUAGES.find((language) => language.code === primary);
    if (match) return match.code;
  }
  return undefined;
};
