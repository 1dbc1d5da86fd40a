import { bul, ell, rus } from 'stopword';
import { hasCjk, normalizeText } from '../language/normalize-text';

/**
 * Russian, Bulgarian, Macedonian and Greek typed in Latin letters, as people write them on a
 * phone without the keyboard of their script ("ne mozhet sognut sheyu", "demenciq", "ponaei to
 * kefali"). The normal form transliterates Cyrillic the Serbian way (ж z, ш s, ч c, я ja) and
 * keeps Greek letters, so a term written in its own script does not meet those words. Both sides
 * are folded to one Latin key instead: the term's normal form and the typed word, so that every
 * Cyrillic and Greek term of the lexicons meets its Latin typings without being written twice.
 *
 * The conventions folded are those of everyday Latin typing, as the transliteration standards
 * describe them: for Russian GOST 7.79-2000 system B and the BGN/PCGN romanization (zh, kh, ts,
 * ch, sh, shch, y, yu, ya); for Bulgarian the Streamlined System of 2009 (zh, ts, ch, sh, sht, a
 * for ъ, yu, ya) and the informal "q" for я; for Macedonian the official romanization (zh, ch,
 * sh, dz, gj, kj); for Greek ELOT 743 / ISO 843 and the "Greeklish" habits it names (w for ω, h
 * for η, x for χ, i for ι, η, υ and their digraphs).
 */

/** Cyrillic typed in Latin: digraphs of one letter first, then the vowels that j, y, i and q stand for. */
const CYRILLIC_FOLDS: [RegExp, string][] = [
  [/shch|sch|sht/g, 'st'],
  [/zh/g, 'z'],
  [/sh/g, 's'],
  [/ch/g, 'c'],
  [/kh/g, 'h'],
  [/ts/g, 'c'],
  [/x/g, 'h'],
  [/w/g, 'v'],
  [/q/g, 'ja'],
  // й, ы, ь and the soft vowels are typed j, y, i or left out: one vowel key for all of them.
  [/[jy]/g, 'i'],
  [/i+/g, 'i'],
];

/** Greek letters as Greeklish types them, one by one; the digraphs are folded below on both sides alike. */
const GREEK_LETTERS: Record<string, string> = {
  α: 'a',
  β: 'v',
  γ: 'g',
  δ: 'd',
  ε: 'e',
  ζ: 'z',
  η: 'h',
  θ: 'th',
  ι: 'i',
  κ: 'k',
  λ: 'l',
  μ: 'm',
  ν: 'n',
  ξ: 'ks',
  ο: 'o',
  π: 'p',
  ρ: 'r',
  σ: 's',
  τ: 't',
  υ: 'y',
  φ: 'f',
  χ: 'x',
  ψ: 'ps',
  ω: 'w',
};
/**
 * Greeklish as typed, and Greek after the letters above, folded alike: ω as w or o, η, ι, υ and
 * the digraphs ει, οι, υι as one i, αι as e, ου as ou or oy, αυ and ευ as av and ev, μπ b, ντ d, γκ
 * and γγ g, χ as x, ch or kh, φ as f or ph, doubled letters once.
 */
const GREEKLISH_FOLDS: [RegExp, string][] = [
  // "ou" is kept aside as "U" (words are in lower case) while u and y become i.
  [/o[yu]/g, 'U'],
  [/w/g, 'o'],
  [/([ae])[fyu]/g, '$1v'],
  [/ai/g, 'e'],
  [/[eoy]i/g, 'i'],
  [/mp/g, 'b'],
  [/nt/g, 'd'],
  [/g[kg]/g, 'g'],
  [/[ck]h/g, 'x'],
  [/ph/g, 'f'],
  [/[hyu]/g, 'i'],
  [/(\p{L})\1/gu, '$1'],
  [/U/g, 'ou'],
];

const fold = (text: string, folds: [RegExp, string][]) => folds.reduce((folded, [pattern, replacement]) => folded.replace(pattern, replacement), text);

/** How many words' keys are kept across messages (a message's words are folded once each). */
const MAX_REMEMBERED_KEYS = 20_000;
function remembered(key: (word: string) => string): (word: string) => string {
  const keys = new Map<string, string>();
  return (word) => {
    let folded = keys.get(word);
    if (folded === undefined) {
      folded = key(word);
      if (keys.size >= MAX_REMEMBERED_KEYS) keys.clear();
      keys.set(word, folded);
    }
    return folded;
  };
}

/** The Latin key of a word in normal form, Cyrillic (already in the normal form's Latin) or typed in Latin. */
export const foldCyrillicTyping = remembered((word) => fold(word, CYRILLIC_FOLDS));

/** The Latin key of a Greek word in normal form (Greek letters without accents). */
export function greekToLatinKey(word: string): string {
  return fold([...word].map((letter) => GREEK_LETTERS[letter] ?? letter).join(''), GREEKLISH_FOLDS);
}

/** The Latin key of a word typed in Greeklish. */
export const foldGreeklish = remembered((word) => fold(word, GREEKLISH_FOLDS));

export type TypedScript = 'cyrillic' | 'greek';

const CYRILLIC = /\p{Script=Cyrillic}/u;
const GREEK = /\p{Script=Greek}/u;
/** The script a term was written in, when a Latin typing of it should be looked for. */
export function typedScriptOf(term: string): TypedScript | null {
  if (hasCjk(term)) return null;
  if (CYRILLIC.test(term)) return 'cyrillic';
  if (GREEK.test(term)) return 'greek';
  return null;
}

const keysOf = (words: string[], key: (word: string) => string) => new Set(words.map((word) => key(normalizeText(word))).filter((word) => word.length >= 2));
/**
 * Function words of Russian, Bulgarian and Greek in their Latin keys ("ne", "chto", "kai",
 * "einai"): a message typed in Latin whose words hold two of them, and more of them than of the
 * Latin languages' function words, is read with the Latin keys.
 */
const CYRILLIC_FUNCTION_KEYS = keysOf([...rus, ...bul, 'я', 'ты', 'мы', 'сум', 'ми', 'ме', 'се', 'го', 'и', 'не'], foldCyrillicTyping);
const GREEK_FUNCTION_KEYS = keysOf([...ell, 'μου', 'σου', 'του', 'της', 'το', 'τα', 'τη', 'την', 'στο', 'στη', 'στην', 'εχω', 'εχει'], greekToLatinKey);

/**
 * Which Latin typings a message is read with: the scripts whose function words, in their Latin
 * keys, it uses at least twice where they are not also function words of the languages written
 * in Latin (`latinFunctionWords`: "ne", "na", "sam" are Croatian too), and at least a quarter as
 * often as those. A Croatian or Serbian message is not read again with the keys.
 */
export function latinTypedScripts(latinWords: readonly string[], latinFunctionWords: ReadonlySet<string>): Set<TypedScript> {
  const scripts = new Set<TypedScript>();
  const ownFunctionWords = latinWords.filter((word) => latinFunctionWords.has(word)).length;
  const distinct = latinWords.filter((word) => !latinFunctionWords.has(word));
  const cyrillic = distinct.filter((word) => CYRILLIC_FUNCTION_KEYS.has(foldCyrillicTyping(word))).length;
  const greek = distinct.filter((word) => GREEK_FUNCTION_KEYS.has(foldGreeklish(word))).length;
  if (cyrillic >= 2 && cyrillic >= ownFunctionWords / 4) scripts.add('cyrillic');
  if (greek >= 2 && greek >= ownFunctionWords / 4) scripts.add('greek');
  return scripts;
}

/**
 * Whether `latinTypedScripts` could find a script in a message, judged from all its words in
 * normal form (its Latin words are among them): most messages hold no two function words of
 * Russian, Bulgarian or Greek, and then their own letters need not be read again.
 */
export function mayBeLatinTyped(words: readonly string[], latinFunctionWords: ReadonlySet<string>): boolean {
  let cyrillic = 0;
  let greek = 0;
  for (const word of words) {
    if (latinFunctionWords.has(word)) continue;
    if (CYRILLIC_FUNCTION_KEYS.has(foldCyrillicTyping(word))) cyrillic += 1;
    if (GREEK_FUNCTION_KEYS.has(foldGreeklish(word))) greek += 1;
    if (cyrillic >= 2 || greek >= 2) return true;
  }
  return false;
}
