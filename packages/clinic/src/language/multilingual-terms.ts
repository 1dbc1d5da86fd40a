import { bul, deu, ell, eng, fra, hrv, hun, ita, por, ron, rus, slv, spa } from 'stopword';
import { CJK, normalizeText, wordTokens } from './normalize-text';

/**
 * The function words minus the words that name a topic in some language: French "aura" (will
 * have) is a function word, but "aura" is also the migraine aura in most chat languages.
 */
export function stopWordsWithout(topicTexts: string[]): ReadonlySet<string> {
  const topicWords = new Set(topicTexts.flatMap((text) => wordTokens(text).map((token) => token.text)));
  return new Set([...STOP_WORDS].filter((word) => !topicWords.has(word)));
}

/**
 * Index terms for text in any chat language, the same for a question and for a translated entry.
 * - Words are cut to their first 5 letters: a language-independent stand-in for a stemmer that
 *   meets the case and verb endings of Slavic, Greek, Hungarian and Romance words
 *   ("glavobolja", "glavobolju" and "glavoboljom" all become "glavo").
 * - Chinese and Japanese, written without spaces, are indexed as overlapping pairs of characters
 *   (the usual way to search CJK text without a dictionary).
 * - Function words of the European chat languages (the `stopword` package's lists; Serbian,
 *   Bosnian and Macedonian are covered by the Croatian and Bulgarian lists after transliteration)
 *   are dropped.
 */
export const TRUNCATED_LENGTH = 5;

export const STOP_WORDS: ReadonlySet<string> = new Set(
  [bul, deu, ell, eng, fra, hrv, hun, ita, por, ron, rus, slv, spa].flat().flatMap((word) => wordTokens(word).map((token) => token.text)),
);

export function cjkBigrams(run: string): string[] {
  const characters = [...run];
  if (characters.length === 1) return characters;
  return characters.slice(0, -1).map((character, index) => `${character}${characters[index + 1] ?? ''}`);
}

export function multilingualTerms(text: string, stopWords: ReadonlySet<string> = STOP_WORDS): string[] {
  const terms: string[] = [];
  for (const { text: word } of wordTokens(text)) {
    if (CJK.test(word)) {
      for (const run of word.split(
        /(?<=[^\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー])(?=[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー])|(?<=[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー])(?=[^\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー])/u,
      )) {
        if (CJK.test(run)) terms.push(...cjkBigrams(run));
        else if (run.length >= 3) terms.push(run.slice(0, TRUNCATED_LENGTH));
      }
      continue;
    }
    // Numbers are left to the English index: "7" days or "2" cups say nothing about a topic across 17 languages.
    if (word.length < 3 || /^\d+$/.test(word) || stopWords.has(word)) continue;
    terms.push(word.slice(0, TRUNCATED_LENGTH));
  }
  return terms;
}

export { normalizeText };
