import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { INTERFACE_LANGUAGES } from '@cephalo/shared/interface-languages';
import { SERVER_CATALOGUES, type ServerTextKey } from './server-texts';
import { findDetail } from './translate-detail';

/**
 * The server's catalogues (decision 030, issue 36 points 4 and 5): every language has every key of
 * the English catalogue and no other, a translation keeps the placeholders and numbers of its
 * English text with the plural forms its language needs, every English `detail` is a text the
 * server still writes, and every `detail` the server writes for a person is in the catalogue.
 */

const here = path.dirname(fileURLToPath(import.meta.url));
const serverSource = path.resolve(here, '..');
const sharedSource = path.resolve(here, '../../../../packages/shared/src');
const english = SERVER_CATALOGUES.en as Record<ServerTextKey, string>;
const translations = INTERFACE_LANGUAGES.filter(({ code }) => code !== 'en');

const sourceFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [full] : [];
  });
const serverCode = [...sourceFiles(serverSource), ...sourceFiles(sharedSource)].map((file) => fs.readFileSync(file, 'utf8')).join('\n');

/** The arguments and plural forms of a message, and the numbers of its words (as the web's catalogues.test.ts). */
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
      if ((type === 'plural' || type === 'select') && forms) {
        if (type === 'plural') plurals.push({ name, forms: Object.keys(forms) });
        Object.values(forms).forEach(walk);
      }
    }
  };
  walk(compileMessageOrThrow(message));
  return { names: [...names].sort(), plurals, numbers: (words.join(' ').match(/\d+/g) ?? []).sort() };
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The English detail as the code writes it: a quoted string, or a template literal with `${...}` where a placeholder is. */
const isWrittenByTheServer = (message: string): boolean => {
  const parts = compileMessageOrThrow(message);
  if (parts.every((part) => typeof part === 'string')) {
    const text = parts.join('');
    return [`'${text}'`, `"${text}"`, `\`${text}\``].some((quoted) => serverCode.includes(quoted));
  }
  const pattern = parts.map((part) => (typeof part === 'string' ? escapeRegExp(part) : '\\$\\{[^}]+\\}')).join('');
  return new RegExp(`\`${pattern}\``).test(serverCode);
};

/**
 * The English `detail`s the code throws or answers: quoted after an HttpError's constructor, as a
 * `detail:` of an answer, or as a `..._DETAIL` constant. A template's `${...}` becomes a sample value.
 */
const writtenDetails = (): string[] => {
  const literal =
    /(?:new (?:BadRequest|Unauthorized|Forbidden|NotFound|Conflict|TooManyAttempts|Http|Weather\w*|EmailTaken)Error\(\s*(?:\d+,\s*)?|detail: |[A-Z_]+_DETAIL =\s*|super\(\d+,\s*)(['"`])((?:(?!\1)[^\\]|\\.)*)\1/g;
  return [...serverCode.matchAll(literal)].map((match) => (match[2] ?? '').replace(/\$\{[^}]+\}/g, '7').replace(/\\(.)/g, '$1'));
};

/**
 * Details no screen shows a person, left in English: the operator's command line and start-up, a
 * health check, machine-to-machine refusals (a metrics scraper, an API client's malformed body),
 * and EMAIL_NOT_VERIFIED_DETAIL, which the web app recognises by its words and shows in its own.
 */
const ENGLISH_ONLY = [
  /^There is no (clinic with id|plan named) /,
  /^Not found: /,
  /^The database /,
  /^A valid metrics token is required\.$/,
  /^Send the (picture|recording) as the multipart field "file"\.$/,
  /^Send the request body uncompressed/,
  /^The JSON body is nested /,
  /: text must not contain a NUL character$/,
  /^Only a session kept on this device /,
  /^This session has more than half of its time left/,
  /^ai_assistant_id must be /,
  /^Please verify your email before logging in\.$/,
  /^The (transcription|speech) server /,
  /^The assistant (answered with status|reported an error|connection closed)/,
  /^(did not answer in time|could not be reached|answered )/,
  /is not a Cephalo backup\.$|^The backup |^The database is not empty/,
];

describe('the server catalogues', () => {
  it('has a catalogue for each of the 18 interface languages', () => {
    for (const { code } of INTERFACE_LANGUAGES) expect(fs.existsSync(path.join(here, 'catalogues', `${code}.json`)), code).toBe(true);
  });

  it('compiles every English message as ICU MessageFormat', () => {
    for (const [key, text] of Object.entries(english)) expect(() => compileMessageOrThrow(text), key).not.toThrow();
  });

  it('holds only details the server still writes, word for word', () => {
    const stale = Object.entries(english).filter(([key, text]) => key.startsWith('detail.') && !isWrittenByTheServer(text));
    expect(stale.map(([key]) => key)).toEqual([]);
  });

  it('has every detail the server writes for a person', () => {
    const missing = writtenDetails().filter((detail) => !ENGLISH_ONLY.some((pattern) => pattern.test(detail)) && findDetail(detail) === null);
    expect(missing).toEqual([]);
  });

  describe.each(translations)('$name ($code)', ({ code }) => {
    const catalogue = SERVER_CATALOGUES[code] as Record<string, string>;

    it('has exactly the keys of the English catalogue', () => {
      expect(Object.keys(catalogue).filter((key) => !(key in english))).toEqual([]);
      expect(Object.keys(english).filter((key) => !(key in catalogue))).toEqual([]);
    });

    it("keeps each text's placeholders and numbers, with the plural forms the language needs", () => {
      const categories = new Intl.PluralRules(code).resolvedOptions().pluralCategories;
      for (const [key, text] of Object.entries(catalogue)) {
        const source = english[key as ServerTextKey];
        if (source === undefined) continue;
        const translated = shapeOf(text);
        const original = shapeOf(source);
        expect(translated.names, `${code} ${key}: placeholders`).toEqual(original.names);
        expect(translated.numbers, `${code} ${key}: numbers`).toEqual(original.numbers);
        for (const plural of translated.plurals) {
          const missing = categories.filter((category) => !plural.forms.includes(category));
          expect(missing, `${code} ${key}: plural forms of {${plural.name}}`).toEqual([]);
        }
      }
    });
  });

  it('names the source of each translation in docs/translations.md', () => {
    const page = fs.readFileSync(path.resolve(here, '../../../../docs/translations.md'), 'utf8');
    expect(page).toContain('apps/server/src/i18n/catalogues');
  });
});
