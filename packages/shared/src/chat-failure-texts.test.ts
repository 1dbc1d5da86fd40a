import { describe, expect, it } from 'vitest';
import { CHAT_FAILURE_TEXTS, chatFailureTexts } from './chat-failure-texts';
import { CHAT_LANGUAGES } from './chat-languages';

describe('the failed-answer texts of the chat', () => {
  it('has a sentence, a Retry and a lang of its own for each of the 18 chat languages', () => {
    expect(Object.keys(CHAT_FAILURE_TEXTS).sort()).toEqual([...CHAT_LANGUAGES].sort());
    const others = CHAT_LANGUAGES.filter((language) => language !== 'English');
    for (const language of others) {
      const texts = CHAT_FAILURE_TEXTS[language];
      expect(texts.failed.trim(), language).not.toBe('');
      expect(texts.retry.trim(), language).not.toBe('');
      expect(texts.failed, language).not.toBe(CHAT_FAILURE_TEXTS.English.failed);
    }
    expect(new Set(CHAT_LANGUAGES.map((language) => CHAT_FAILURE_TEXTS[language].lang)).size).toBe(CHAT_LANGUAGES.length);
  });

  it('answers in the chat language, and in English for a language it does not know', () => {
    expect(chatFailureTexts('Greek')).toMatchObject({ lang: 'el', retry: 'Δοκιμή ξανά' });
    expect(chatFailureTexts('English').retry).toBe('Retry');
    expect(chatFailureTexts('Klingon')).toBe(CHAT_FAILURE_TEXTS.English);
    expect(chatFailureTexts('toString')).toBe(CHAT_FAILURE_TEXTS.English);
    expect(chatFailureTexts(null)).toBe(CHAT_FAILURE_TEXTS.English);
  });
});
