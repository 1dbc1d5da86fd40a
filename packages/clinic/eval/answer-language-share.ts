import { franc } from 'franc';
import type { ChatLanguage } from '@cephalo/shared/chat-languages';
import { splitIntoSentences } from '../src/assistant/rank-sentences';

// franc's ISO 639-3 codes of the chat languages; Serbian, Croatian and Bosnian are one
// standard language in three names, so a detector cannot (and need not) tell them apart.
const FRANC_CODES: Record<ChatLanguage, string[]> = {
  English: ['eng'],
  Serbian: ['srp', 'hrv', 'bos'],
  Croatian: ['hrv', 'srp', 'bos'],
  Bosnian: ['bos', 'hrv', 'srp'],
  Slovenian: ['slv'],
  Macedonian: ['mkd'],
  Greek: ['ell'],
  Bulgarian: ['bul'],
  Romanian: ['ron'],
  Hungarian: ['hun'],
  Russian: ['rus'],
  Spanish: ['spa'],
  French: ['fra'],
  Deutsch: ['deu'],
  Italian: ['ita'],
  Portuguese: ['por'],
  Chinese: ['cmn'],
  Japanese: ['jpn'],
};

/** Languages told by their script alone: every letter of that script is the language's. */
const SCRIPT_OF: Partial<Record<ChatLanguage, RegExp>> = {
  Macedonian: /\p{Script=Cyrillic}/u,
  Bulgarian: /\p{Script=Cyrillic}/u,
  Russian: /\p{Script=Cyrillic}/u,
  Greek: /\p{Script=Greek}/u,
  Chinese: /\p{Script=Han}/u,
  Japanese: /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー]/u,
};
const LETTER = /\p{L}/gu;

/**
 * The share of an answer's letters that are in the chat language (CJK counted by characters).
 * Script languages count the letters of their script; a Latin-script language counts the
 * letters of each sentence that a detector asked "this language or English?" gives to it.
 * Names of medicines and sources written the same in both are a few letters and do not swing it.
 */
export function letterShareInLanguage(text: string, language: ChatLanguage): number {
  const letters = text.match(LETTER) ?? [];
  if (letters.length === 0) return 1;
  const script = SCRIPT_OF[language];
  if (script) return letters.filter((letter) => script.test(letter)).length / letters.length;
  let inLanguage = 0;
  for (const sentence of splitIntoSentences(text.replace(/\n+/g, ' '))) {
    const count = sentence.match(LETTER)?.length ?? 0;
    const detected = franc(sentence, { only: [...FRANC_CODES[language], 'eng'], minLength: 1 });
    if (detected !== 'eng') inLanguage += count;
  }
  return inLanguage / letters.length;
}

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/gu;
/** Words of an answer: space-separated words, and two CJK characters taken as one word. */
export function answerWords(text: string): number {
  const cjk = text.match(CJK)?.length ?? 0;
  const other = text
    .replace(CJK, ' ')
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return other + Math.round(cjk / 2);
}
