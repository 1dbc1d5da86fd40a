import { setupI18n, type Messages } from '@lingui/core';
import { DEFAULT_INTERFACE_LANGUAGE, type InterfaceLanguageCode } from '@cephalo/shared/interface-languages';
import type { CataloguePart } from './catalogue-parts';
import type english from './catalogues/en.json';

/** A key of the English catalogue: the only keys the code may ask for (a typo fails `tsc`). */
export type MessageKey = keyof typeof english;
export type MessageValues = Record<string, string | number | Date | null | undefined>;

/** The app's one Lingui instance; React reads it through I18nProvider (i18n-provider.tsx). */
export const i18n = setupI18n();

// Each language and part a chunk of its own (build/compiled-catalogues.ts compiles it): a screen
// downloads only its own language's texts, and /login only those of the public screens.
const CATALOGUES: Record<CataloguePart, Record<string, () => Promise<Messages>>> = {
  public: import.meta.glob<Messages>('./catalogues/*.json', { query: '?part=public', import: 'default' }),
  app: import.meta.glob<Messages>('./catalogues/*.json', { query: '?part=app', import: 'default' }),
};

const loading = new Map<string, Promise<void>>();

/** Loads one part of a language's catalogue into `i18n` (once; a failed download is tried again next time). */
export const loadCataloguePart = (code: InterfaceLanguageCode, part: CataloguePart): Promise<void> => {
  const key = `${code}:${part}`;
  let pending = loading.get(key);
  if (!pending) {
    const load = CATALOGUES[part][`./catalogues/${code}.json`] ?? CATALOGUES[part][`./catalogues/${DEFAULT_INTERFACE_LANGUAGE}.json`];
    if (!load) throw new Error(`no catalogue for ${code}`);
    pending = load().then((messages) => i18n.load(code, messages));
    pending.catch(() => loading.delete(key));
    loading.set(key, pending);
  }
  return pending;
};

const loadedParts = new Set<CataloguePart>(['public']);

/** The parts the app has needed so far: a change of language loads them all before it shows. */
export const loadParts = async (code: InterfaceLanguageCode, parts: readonly CataloguePart[]): Promise<void> => {
  for (const part of parts) loadedParts.add(part);
  await Promise.all([...loadedParts].map((part) => loadCataloguePart(code, part)));
};

/** The language being switched to: at start the frame asks for its texts before the language is active. */
let comingLanguage: InterfaceLanguageCode | undefined;
let languageNamed: () => void = () => undefined;
/** Resolves once the start (main.tsx) has named the language to show. */
const firstLanguageNamed = new Promise<void>((resolve) => {
  languageNamed = resolve;
});

/**
 * The app's part of the language shown, or about to be (the signed-in frame waits for it). At a
 * signed-in page's start the frame asks while the chosen language is still loading: it must get
 * that language's part, not the English one, or the screen would show bare keys.
 */
export const loadAppTexts = async (): Promise<void> => {
  if (comingLanguage === undefined && !i18n.locale) await firstLanguageNamed;
  await loadParts(comingLanguage ?? ((i18n.locale || DEFAULT_INTERFACE_LANGUAGE) as InterfaceLanguageCode), ['app']);
};

/**
 * Switches the texts to `code`, once its catalogue parts have arrived (no reload: React re-renders).
 * False when a later choice, made while this one loaded, has won.
 */
export const activateLanguage = async (code: InterfaceLanguageCode): Promise<boolean> => {
  comingLanguage = code;
  languageNamed();
  await loadParts(code, []);
  if (comingLanguage !== code) return false;
  i18n.activate(code);
  return true;
};

/** A text outside React (a mutation's error message, a notification): in the language active now. */
export const t = (key: MessageKey, values?: MessageValues): string => i18n._(key, values);
