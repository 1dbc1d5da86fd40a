import { describe, expect, it } from 'vitest';
import { CHAT_LANGUAGES } from '@cephalo/shared/chat-languages';
import { readKnowledgeTranslations } from './knowledge-translation';
import { readKnowledgeFolder } from './read-knowledge-folder';

const entries = readKnowledgeFolder();
const translations = readKnowledgeTranslations(entries);

/** The numbers of a text, in order of size; a decimal comma counts as a point ("0,5" is 0.5). */
const numbersOf = (text: string): string[] =>
  (text.normalize('NFKC').match(/\d+(?:[.,]\d+)?/g) ?? []).map((number) => String(Number(number.replace(',', '.')))).sort();

describe('the short answers in every chat language', () => {
  it('has a short answer of a few sentences for every entry, every number taken from the entry body', () => {
    for (const entry of entries) {
      const words = entry.summary.split(/\s+/).length;
      expect(words, entry.id).toBeGreaterThanOrEqual(20);
      expect(words, entry.id).toBeLessThanOrEqual(90);
      const body = new Set(numbersOf(entry.body));
      for (const number of numbersOf(entry.summary)) expect(body.has(number), `${entry.id}: ${number} is not in the body`).toBe(true);
    }
  });

  it('translates every entry into every other chat language, title, short answer and keywords', () => {
    for (const language of CHAT_LANGUAGES.filter((name) => name !== 'English')) {
      const byId = translations.get(language);
      expect(byId, `knowledge-i18n/${language}.yaml`).toBeDefined();
      expect(
        entries.filter((entry) => !byId?.has(entry.id)).map((entry) => entry.id),
        language,
      ).toEqual([]);
    }
  });

  it('keeps the same numbers, doses and thresholds as the English short answer in each translation', () => {
    const differences: string[] = [];
    for (const [language, byId] of translations) {
      for (const entry of entries) {
        const translated = byId.get(entry.id);
        if (translated && numbersOf(translated.summary).join(' ') !== numbersOf(entry.summary).join(' ')) {
          differences.push(`${language} ${entry.id}: ${numbersOf(translated.summary).join(' ')} instead of ${numbersOf(entry.summary).join(' ')}`);
        }
      }
    }
    expect(differences).toEqual([]);
  });

  it('refuses a translation of an entry that does not exist', () => {
    expect(() => readKnowledgeTranslations(entries.filter((entry) => entry.id !== 'caffeine-and-headache'))).toThrow(
      /no knowledge entry caffeine-and-headache/,
    );
  });
});
