/**
 * One normal form for matching text in any of the chat languages: lower case, NFKC (full-width
 * forms become ASCII), Cyrillic transliterated to Latin the Serbian way, diacritics dropped from
 * Latin and Greek letters. Serbian and Macedonian written in Cyrillic or Latin, with or without
 * diacritics, become the same string, so one phrase list covers every way people type them.
 * Chinese and Japanese are left as they are (kana voicing marks are meaningful there).
 */
const CYRILLIC_TO_LATIN: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  ђ: 'dj',
  е: 'e',
  ё: 'e',
  ж: 'z',
  з: 'z',
  и: 'i',
  й: 'j',
  ј: 'j',
  к: 'k',
  л: 'l',
  љ: 'lj',
  м: 'm',
  н: 'n',
  њ: 'nj',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  ћ: 'c',
  у: 'u',
  ф: 'f',
  х: 'h',
  ц: 'c',
  ч: 'c',
  џ: 'dz',
  ш: 's',
  щ: 'st',
  ъ: 'a',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'ju',
  я: 'ja',
  ѓ: 'gj',
  ќ: 'kj',
  ѕ: 'dz',
  і: 'i',
  ї: 'i',
  є: 'e',
  ў: 'u',
};
// Letters that Unicode does not decompose into a base letter and a mark.
const SPECIAL_LETTERS: Record<string, string> = { đ: 'dj', ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ł: 'l', ı: 'i', þ: 'th', ς: 'σ' };
const LATIN_OR_GREEK = /[\p{Script=Latin}\p{Script=Greek}]/u;
const COMBINING_MARKS = /\p{M}/gu;

const cache = new Map<string, string>();
function normalizeCharacter(character: string): string {
  const known = cache.get(character);
  if (known !== undefined) return known;
  const mapped =
    CYRILLIC_TO_LATIN[character] ??
    SPECIAL_LETTERS[character] ??
    (LATIN_OR_GREEK.test(character) ? character.normalize('NFD').replace(COMBINING_MARKS, '') : character);
  const result = SPECIAL_LETTERS[mapped] ?? mapped;
  cache.set(character, result);
  return result;
}

export function normalizeText(text: string): string {
  let normalized = '';
  for (const character of text.normalize('NFKC').toLowerCase()) normalized += normalizeCharacter(character);
  return normalized;
}

/** Han ideographs and Japanese kana: scripts written without spaces between words. */
export const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー]/u;
export const hasCjk = (text: string): boolean => CJK.test(text);

export interface WordToken {
  /** The normalized word. */
  text: string;
  /** Index of the sentence it belongs to (sentences end at . ! ? ; and their CJK forms). */
  sentence: number;
}

// An elided article or pronoun (French l', d', j', qu'; Italian un', dell') is its own word;
// an English contraction (can't, don't, I'm) stays one word without the apostrophe.
const ELISION = /\b(\p{L}{1,2}|qu|dell|nell|all|dall|sull)['’](?=\p{L})/giu;
const APOSTROPHE = /['’]/g;
// "cannot" and "can not" are written like "can't" (cant) in the lexicons.
const CANNOT = /\bcan\s*not\b/giu;
const WORD = /\p{N}+|[\p{L}\p{M}]+/gu;
/**
 * A full stop followed by a comma ends no sentence ("2015., potres mozga"), nor does the one of a
 * title ("Dr. House", "dr. Petrović"); lexicon/distant-past.ts splits alike.
 */
const SENTENCE_END = /(?:[!?;。！？；\n]|(?<!(?:^|[^\p{L}])(?:[Dd][Rr]|[Mm][Rr][Ss]?|[Ss][Tt]|[Pp][Rr][Oo][Ff]))\.(?!\.*\s*[,，]))+/u;

/**
 * The words of a text in normal form. Digits and letters are separate words ("63岁" is 63 and
 * 岁), so an age is found whatever script follows it; a run of CJK characters is one word.
 */
export function wordTokens(text: string): WordToken[] {
  return splitWords(normalizeText(text.replace(ELISION, '$1 ').replace(APOSTROPHE, '').replace(CANNOT, 'cant')));
}

/**
 * The same words as `wordTokens`, one for one, in the message's own letters (lower case, with
 * their diacritics and script): what an index that reads the original text should be given.
 */
export function originalWordTokens(text: string): WordToken[] {
  return splitWords(text.replace(ELISION, '$1 ').replace(APOSTROPHE, '').replace(CANNOT, 'cant').normalize('NFKC').toLowerCase());
}

/** A word of soft signs alone, which the normal form drops (ь becomes nothing). */
const SOFT_SIGNS_ONLY = /^ь+$/u;

/**
 * How many words `wordTokens` finds in a text, counted without the normal form: it maps every
 * letter to letters (ь to none), so only a word of soft signs alone is not a word there.
 */
export function wordCount(text: string): number {
  let count = 0;
  // match() gives the words as strings; matchAll() would build a match object for each (the triage's allocations, issue 32).
  for (const word of text.replace(ELISION, '$1 ').replace(APOSTROPHE, '').replace(CANNOT, 'cant').normalize('NFKC').toLowerCase().match(WORD) ?? []) {
    if (!SOFT_SIGNS_ONLY.test(word)) count += 1;
  }
  return count;
}

function splitWords(text: string): WordToken[] {
  const tokens: WordToken[] = [];
  text.split(SENTENCE_END).forEach((sentence, index) => {
    for (const word of sentence.match(WORD) ?? []) tokens.push({ text: word, sentence: index });
  });
  return tokens;
}

/** Whether two strings differ by at most one inserted, deleted, replaced or swapped character. */
export function isWithinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1;
  if (a.length === b.length) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}
