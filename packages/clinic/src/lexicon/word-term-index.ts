import type { ChatLanguage } from '@cephalo/shared/chat-languages';
import { isWithinOneEdit, wordTokens, type WordToken as BaseWordToken } from '../language/normalize-text';

/** A message word, and whether it is a known word of some chat language (then it is no typo). */
export interface WordToken extends BaseWordToken {
  isKnownWord: boolean;
  /** Index of the clause it belongs to (clauses end where sentences end and at commas). */
  clause: number;
}

/** How one word of a term meets a word of the message (docs/decisions/009-multilingual-assistant.md). */
interface TermWord {
  text: string;
  mode: 'exact' | 'prefix' | 'infix';
  /** Long stems also match with one wrong, missing, extra or swapped letter. */
  isFuzzy: boolean;
  /** Written `+word`: it must follow the term's previous word directly ("anni +fa", not "anni, mi fa male"). */
  isNextWord: boolean;
}
export interface WordTerm {
  concept: string;
  language: ChatLanguage;
  /** The term as written in the lexicon, for the evidence of a finding. */
  source: string;
  words: TermWord[];
  /**
   * Whether its words must stay within one clause: a phrase that holds a negation ("not my
   * usual", "nu e migrena mea") does not reach across a comma, as in "no stiff neck, just my
   * usual migraine".
   */
  staysInClause?: boolean;
}

const FUZZY_MIN_LENGTH = 6;
/** How many message words an index remembers the starting terms of (a few MB at most). */
const MAX_REMEMBERED_WORDS = 50_000;
/** Words allowed between two words of a term ("boli me jako glava" for "boli glava"). */
const MAX_GAP = 2;

export function compileWords(term: string): TermWord[] {
  return term.split(/\s+/).flatMap((written) => {
    const isNextWord = written.startsWith('+');
    const raw = isNextWord ? written.slice(1) : written;
    const marker = raw.startsWith('=') ? 'exact' : raw.startsWith('*') ? 'infix' : null;
    return wordTokens(marker ? raw.slice(1) : raw).map(({ text }) => {
      const mode = marker ?? (text.length <= 3 ? 'exact' : 'prefix');
      return { text, mode, isFuzzy: mode === 'prefix' && text.length >= FUZZY_MIN_LENGTH, isNextWord };
    });
  });
}

/**
 * A typo in a long stem: one wrong, missing, extra or swapped letter, but not in the first two
 * letters (painted is not fainted) nor in the last (several is not severe, cancel is not cancer),
 * and only in a word about as long as the stem (slept is not slepot): there the message more
 * likely holds another word than a slip of the finger. Known words are never typos (see
 * `knownWords` in default-concept-matcher.ts).
 */
function fuzzyPrefix(token: string, stem: string): boolean {
  // A word one letter shorter than the stem is a dropped letter only in a long word (setimana), not in a short one (slept).
  if (token.length < stem.length - (token.length >= 7 ? 1 : 0)) return false;
  let firstDifference = 0;
  while (firstDifference < stem.length && token[firstDifference] === stem[firstDifference]) firstDifference += 1;
  if (firstDifference < 2 || firstDifference >= stem.length - 1) return false;
  for (const length of [stem.length - 1, stem.length, stem.length + 1]) {
    if (token.length >= length && isWithinOneEdit(token.slice(0, length), stem)) return true;
  }
  return false;
}

function matchesWord(word: TermWord, token: WordToken): boolean {
  if (word.mode === 'exact') return token.text === word.text;
  if (word.mode === 'infix') return token.text.includes(word.text);
  return token.text.startsWith(word.text) || (word.isFuzzy && !token.isKnownWord && fuzzyPrefix(token.text, word.text));
}

/**
 * The message words that a term's words meet when it starts at `start`, whose word meets the
 * term's first word (null when the rest does not follow). Words may stand between two words of
 * a term, across a comma only when the term holds no negation (see `staysInClause`).
 */
function matchTermAt(term: WordTerm, tokens: WordToken[], start: number): number[] | null {
  const first = tokens[start];
  if (!first) return null;
  const positions = [start];
  for (let index = 1; index < term.words.length; index += 1) {
    const word = term.words[index];
    if (!word) break;
    const previous = positions[positions.length - 1] ?? start;
    const clause = tokens[previous]?.clause;
    let found = -1;
    const last = Math.min(tokens.length - 1, previous + 1 + (word.isNextWord ? 0 : MAX_GAP));
    for (let next = previous + 1; next <= last; next += 1) {
      const candidate = tokens[next];
      if (candidate?.sentence !== first.sentence || (term.staysInClause && next > previous + 1 && candidate.clause !== clause)) break;
      if (matchesWord(word, candidate)) {
        found = next;
        break;
      }
    }
    if (found < 0) return null;
    positions.push(found);
  }
  return positions;
}

/**
 * Word terms indexed by how their first word can meet a message word, so that a message is not
 * compared with every term of 18 languages: stems by their first three letters, long stems that
 * take typos by their first two (a typo is never in the first two letters), short words by
 * themselves, compound parts by each three-letter piece.
 */
export class WordTermIndex {
  private readonly byFirstThree = new Map<string, WordTerm[]>();
  private readonly byFirstTwo = new Map<string, WordTerm[]>();
  private readonly byShortWord = new Map<string, WordTerm[]>();
  private readonly infixByTrigram = new Map<string, WordTerm[]>();

  add(term: WordTerm): void {
    const first = term.words[0];
    if (!first) return;
    if (first.mode === 'infix') push(this.infixByTrigram, first.text.slice(0, 3), term);
    else if (first.text.length < 3) push(this.byShortWord, first.text, term);
    else if (first.isFuzzy) push(this.byFirstTwo, first.text.slice(0, 2), term);
    else push(this.byFirstThree, first.text.slice(0, 3), term);
  }

  private candidates(token: string): WordTerm[] {
    const found = [
      ...(this.byFirstThree.get(token.slice(0, 3)) ?? []),
      ...(this.byFirstTwo.get(token.slice(0, 2)) ?? []),
      ...(this.byShortWord.get(token) ?? []),
    ];
    for (let at = 0; at + 3 <= token.length; at += 1) found.push(...(this.infixByTrigram.get(token.slice(at, at + 3)) ?? []));
    return found;
  }

  /**
   * The terms whose first word meets a word depend on the word alone (whether it is a known word
   * too), so they are computed once per word and kept across messages, up to a bound.
   */
  private readonly startingWith = new Map<string, WordTerm[]>();

  /** Every match: the term and the indexes of the message words its words met, in order. */
  matches(tokens: WordToken[]): [WordTerm, number[]][] {
    const found: [WordTerm, number[]][] = [];
    for (let start = 0; start < tokens.length; start += 1) {
      const token = tokens[start];
      if (!token) continue;
      let terms = this.startingWith.get(token.text);
      if (!terms) {
        terms = [...new Set(this.candidates(token.text))].filter((term) => term.words[0] && matchesWord(term.words[0], token));
        if (this.startingWith.size >= MAX_REMEMBERED_WORDS) this.startingWith.clear();
        this.startingWith.set(token.text, terms);
      }
      for (const term of terms) {
        const positions = term.words.length === 1 ? [start] : matchTermAt(term, tokens, start);
        if (positions) found.push([term, positions]);
      }
    }
    return found;
  }
}

export function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}
