import { setupI18n, type I18n } from '@lingui/core';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { InterfaceLanguageCode } from '@cephalo/shared/interface-languages';
import en from './catalogues/en.json';
import sr from './catalogues/sr.json';
import hr from './catalogues/hr.json';
import sl from './catalogues/sl.json';
import bs from './catalogues/bs.json';
import mk from './catalogues/mk.json';
import el from './catalogues/el.json';
import bg from './catalogues/bg.json';
import ro from './catalogues/ro.json';
import hu from './catalogues/hu.json';
import ru from './catalogues/ru.json';
import es from './catalogues/es.json';
import fr from './catalogues/fr.json';
import de from './catalogues/de.json';
import it from './catalogues/it.json';
import pt from './catalogues/pt.json';
import zh from './catalogues/zh.json';
import ja from './catalogues/ja.json';

/** Every key of the server's texts: the English catalogue names them all (a mistyped key fails tsc). */
export type ServerTextKey = keyof typeof en;
export type ServerTextValues = Record<string, string | number>;
type Catalogue = Partial<Record<ServerTextKey, string>>;

/**
 * The server's texts in the 18 interface languages (decision 030): one flat JSON file a language,
 * `catalogues/<code>.json`, key to ICU message, as the web's catalogues (decision 029). English is
 * the source and words the e-mails, `detail`s and report as the specification and the code did.
 */
export const SERVER_CATALOGUES: Readonly<Record<InterfaceLanguageCode, Catalogue>> = { en, sr, hr, sl, bs, mk, el, bg, ro, hu, ru, es, fr, de, it, pt, zh, ja };

/** Intl's locale of each language: English writes "28 November 2026" (en-GB), Serbian Cyrillic, Chinese simplified. */
export const INTL_LOCALE: Readonly<Record<InterfaceLanguageCode, string>> = {
  en: 'en-GB',
  sr: 'sr-Cyrl',
  hr: 'hr',
  sl: 'sl',
  bs: 'bs',
  mk: 'mk',
  el: 'el',
  bg: 'bg',
  ro: 'ro',
  hu: 'hu',
  ru: 'ru',
  es: 'es',
  fr: 'fr',
  de: 'de',
  it: 'it',
  pt: 'pt',
  zh: 'zh-CN',
  ja: 'ja',
};

export interface ServerTexts {
  language: InterfaceLanguageCode;
  /** The message of `key` with its placeholders filled in (plurals by the language's rules). */
  t: (key: ServerTextKey, values?: ServerTextValues) => string;
}

const compiled = new Map<InterfaceLanguageCode, ServerTexts>();

/**
 * The texts of one language, compiled on first use: a key its catalogue lacks takes the English
 * text, so a person never reads a bare key (catalogues.test.ts keeps every catalogue complete).
 */
export function serverTextsFor(language: InterfaceLanguageCode): ServerTexts {
  const known = compiled.get(language);
  if (known) return known;
  const own = SERVER_CATALOGUES[language];
  const locale = INTL_LOCALE[language];
  const messages = Object.fromEntries((Object.keys(en) as ServerTextKey[]).map((key) => [key, compileMessageOrThrow(own[key] ?? en[key])]));
  const i18n: I18n = setupI18n({ locale, messages: { [locale]: messages } });
  const texts: ServerTexts = { language, t: (key, values) => i18n._(key, values) };
  compiled.set(language, texts);
  return texts;
}
