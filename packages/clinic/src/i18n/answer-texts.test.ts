import { describe, expect, it } from 'vitest';
import { CHAT_LANGUAGES } from '@cephalo/shared/chat-languages';
import { answerTextsFor, chatLanguageOf, fillText, readAnswerTexts } from './answer-texts';

/** Every text of a catalogue, by its dotted key. */
const flatten = (value: unknown, prefix = ''): [string, string][] =>
  typeof value === 'object' && value !== null
    ? Object.entries(value).flatMap(([key, inner]) => flatten(inner, `${prefix}${key}.`))
    : [[prefix.slice(0, -1), String(value)]];

const english = new Map(flatten(readAnswerTexts('English')).filter(([key]) => key !== 'language'));
const numbersOf = (text: string) => text.match(/\d+/g) ?? [];
const placeholdersOf = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();

describe('the texts of the built-in assistant', () => {
  it.each(CHAT_LANGUAGES.filter((language) => language !== 'English'))('%s has every key, placeholder and number of English, and no other key', (language) => {
    const texts = readAnswerTexts(language);
    expect(texts, `packages/clinic/answer-texts/${language}.yaml`).not.toBeNull();
    const translated = new Map(flatten(texts).filter(([key]) => key !== 'language'));
    expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, source] of english) {
      const text = translated.get(key) ?? '';
      expect(placeholdersOf(text), `${language} ${key}`).toEqual(placeholdersOf(source));
      for (const number of numbersOf(source)) expect(numbersOf(text), `${language} ${key} keeps ${number}`).toContain(number);
      if (!/^(medicine-classes\.|ichd3\.candidates\.|ichd3\.status\.|diary\.(and|met|missing))/.test(key))
        expect(text, `${language} ${key} is translated`).not.toBe(source);
    }
  });

  it('finds a language by its name, code or own name, and falls back to English', () => {
    expect(chatLanguageOf('sr')).toBe('Serbian');
    expect(chatLanguageOf('日本語')).toBe('Japanese');
    expect(chatLanguageOf('Klingon')).toBe('English');
    expect(answerTextsFor('de').language).toBe('Deutsch');
  });

  it('fills placeholders and leaves unknown ones visible', () => {
    expect(fillText('{a} of {b} ({c})', { a: 3, b: 'ten' })).toBe('3 of ten ({c})');
  });
});
