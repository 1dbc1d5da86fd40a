import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { DIARY_FIELD_LABELS } from '@cephalo/shared/diary';
import { DIARY_FIELDS } from '@cephalo/shared/diary-fields';
import { INTERFACE_LANGUAGES, type InterfaceLanguageCode } from '@cephalo/shared/interface-languages';

/**
 * The catalogues (decision 029, issue 36 point 5): every language has every key of the English
 * catalogue, no catalogue keeps a key the code no longer asks for, and a translation keeps the
 * placeholders, tags and numbers of its English text, with the plural forms its language needs.
 */

/**
 * Languages whose catalogue is not translated in full yet: their missing keys show the English
 * text (build/compiled-catalogues.ts) and are listed as pending below, not passed over in silence.
 * docs/translations.md says the same. Empty this list as the translations arrive.
 */
const PENDING_LANGUAGES: readonly InterfaceLanguageCode[] = [];

const here = path.dirname(fileURLToPath(import.meta.url));
const webSource = path.resolve(here, '..');
const sharedSource = path.resolve(here, '../../../../packages/shared/src');
const docs = path.resolve(here, '../../../../docs');

type Catalogue = Record<string, string>;
const readCatalogue = (code: string): Catalogue => JSON.parse(fs.readFileSync(path.join(here, 'catalogues', `${code}.json`), 'utf8')) as Catalogue;
const english = readCatalogue('en');
const translations = INTERFACE_LANGUAGES.filter(({ code }) => code !== 'en');

const sourceFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'catalogues' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
const webCode = sourceFiles(webSource)
  .map((file) => fs.readFileSync(file, 'utf8'))
  .join('\n');
const sharedCode = sourceFiles(sharedSource)
  .map((file) => fs.readFileSync(file, 'utf8'))
  .join('\n');

const isQuotedIn = (code: string, text: string) => [`'${text}'`, `"${text}"`, `\`${text}\``].some((quoted) => code.includes(quoted));

/** The English of a key made from a declaration elsewhere (i18n/field-message.ts, use-diary-field-label.ts), or undefined. */
const declaredEnglish = (key: string): string | undefined => {
  const [namespace, ...rest] = key.split('.');
  const name = rest.join('.');
  if (namespace === 'diaryField') return name === 'weather' ? DIARY_FIELDS.weather.label : (DIARY_FIELD_LABELS as Record<string, string>)[name];
  return undefined;
};

/** The arguments, plural forms and tags of a message, and the numbers of its words. */
const shapeOf = (message: string) => {
  const names = new Set<string>();
  const plurals: { name: string; forms: string[] }[] = [];
  const words: string[] = [];
  const walk = (tokens: unknown): void => {
    if (!Array.isArray(tokens)) return;
    for (const token of tokens) {
      if (typeof token === 'string') {
        words.push(token);
        continue;
      }
      if (!Array.isArray(token)) continue;
      const [name, type, forms] = token as [string, string | undefined, Record<string, unknown> | undefined];
      names.add(name);
      if ((type === 'plural' || type === 'selectordinal' || type === 'select') && forms) {
        if (type === 'plural') plurals.push({ name, forms: Object.keys(forms) });
        Object.values(forms).forEach(walk);
      }
    }
  };
  walk(compileMessageOrThrow(message));
  const text = words.join(' ');
  return {
    names: [...names].sort(),
    plurals,
    tags: (message.match(/<\/?\d+\/?>/g) ?? []).sort(),
    numbers: (text.match(/\d+/g) ?? []).sort(),
  };
};

describe('the interface catalogues', () => {
  it('has a catalogue for each of the 18 languages, named by its code', () => {
    for (const { code } of INTERFACE_LANGUAGES) expect(fs.existsSync(path.join(here, 'catalogues', `${code}.json`)), code).toBe(true);
  });

  it('asks the code for every English key: nothing is kept that no screen uses', () => {
    const unused = Object.keys(english).filter((key) => {
      const [namespace, ...rest] = key.split('.');
      const suffix = rest.join('.');
      // Texts declared outside the screens keep their English as the key's suffix (field-message.ts).
      if (namespace === 'validation' || namespace === 'greeting') return !isQuotedIn(sharedCode, suffix) && !isQuotedIn(webCode, suffix);
      if ((namespace === 'nav' || namespace === 'agent') && english[key] === suffix) return !isQuotedIn(webCode, suffix);
      if (namespace === 'diaryField') return declaredEnglish(key) === undefined;
      // A key the code builds from its namespace and a value (`chat.topic.${agentId}`).
      const prefix = key.slice(0, key.lastIndexOf('.') + 1);
      return !isQuotedIn(webCode, key) && !webCode.includes(`\`${prefix}\${`);
    });
    expect(unused).toEqual([]);
  });

  it('words the declared texts as they are declared: zod messages, greetings, agents, diary fields', () => {
    for (const [key, text] of Object.entries(english)) {
      const [namespace, ...rest] = key.split('.');
      if (namespace === 'validation' || namespace === 'greeting' || namespace === 'agent') expect(text, key).toBe(rest.join('.'));
      if (namespace === 'diaryField') expect(text, key).toBe(declaredEnglish(key));
    }
  });

  it('compiles every English message as ICU MessageFormat', () => {
    for (const [key, text] of Object.entries(english)) expect(() => compileMessageOrThrow(text), key).not.toThrow();
  });

  describe.each(translations)('$name ($code)', ({ code }) => {
    const catalogue = readCatalogue(code);
    const isPending = PENDING_LANGUAGES.includes(code);

    it('keeps no key that the English catalogue does not have', () => {
      expect(Object.keys(catalogue).filter((key) => !(key in english))).toEqual([]);
    });

    it.skipIf(isPending)('has every key of the English catalogue', () => {
      expect(Object.keys(english).filter((key) => !(key in catalogue))).toEqual([]);
    });

    // Marked, not hidden: the run lists each language that still shows English texts.
    if (isPending) it.todo(`is translated in full (pending: ${Object.keys(english).filter((key) => !(key in catalogue)).length} keys show English)`);

    it("keeps each text's placeholders, tags and numbers, with the plural forms the language needs", () => {
      const categories = new Intl.PluralRules(code).resolvedOptions().pluralCategories;
      for (const [key, text] of Object.entries(catalogue)) {
        const source = english[key];
        if (source === undefined) continue;
        const translated = shapeOf(text);
        const original = shapeOf(source);
        expect(translated.names, `${code} ${key}: placeholders`).toEqual(original.names);
        expect(translated.tags, `${code} ${key}: tags`).toEqual(original.tags);
        expect(translated.numbers, `${code} ${key}: numbers`).toEqual(original.numbers);
        for (const plural of translated.plurals) {
          const missing = categories.filter((category) => !plural.forms.includes(category));
          expect(missing, `${code} ${key}: plural forms of {${plural.name}}`).toEqual([]);
        }
      }
    });
  });

  it('names the source or reviewer of each translation in docs/translations.md', () => {
    const page = fs.readFileSync(path.join(docs, 'translations.md'), 'utf8');
    for (const { code } of translations) expect(page, code).toMatch(new RegExp(`\\| \`${code}\` \\|`));
  });
});
