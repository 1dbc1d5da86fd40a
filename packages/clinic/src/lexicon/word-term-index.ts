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
  /** A negation cue of the term's language: in another order it still stands before the word it negates. */
  isNegation: boolean;
  /** A function word (a preposition, a pronoun, a clitic): its place may change, and no negation negates it. */
  isFunctionWord: boolean;
  /** The letters any message word it meets begins with ('' for a compound part), see `couldBeMet`. */
  beginning: string;
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
  /**
   * When its words may also be met in another order within one clause ("шею не может согнуть"
   * for "не может согнуть шею", "glava me boli" for "boli glava"; concept-matcher.ts says which
   * terms may): the word by which such a match is looked for, its longest, which is met most rarely.
   */
  reorderAnchor: number | null;
}

const FUZZY_MIN_LENGTH = 6;
/** How many message words an index remembers the starting terms of (a few MB at most). */
const MAX_REMEMBERED_WORDS = 50_000;
/** Words allowed between two words of a term ("boli me jako glava" for "boli glava"). */
const MAX_GAP = 2;
/** Words allowed among a term's words when they stand in another order ("glava me boli" for "boli glava"). */
const REORDERED_EXTRA_WORDS = 3;

export function compileWords(term: string, { negations = new Set<string>(), functionWords = new Set<string>() }: WordKinds = {}): TermWord[] {
  return term.split(/\s+/).flatMap((written) => {
    const isNextWord = written.startsWith('+');
    const raw = isNextWord ? written.slice(1) : written;
    const marker = raw.startsWith('=') ? 'exact' : raw.startsWith('*') ? 'infix' : null;
    return wordTokens(marker ? raw.slice(1) : raw).map(({ text }) => {
      const mode = marker ?? (text.length <= 3 ? 'exact' : 'prefix');
      const isFuzzy = mode === 'prefix' && text.length >= FUZZY_MIN_LENGTH;
      const isNegation = negations.has(text);
      return {
        text,
        mode,
        isFuzzy,
        isNextWord,
        isNegation,
        isFunctionWord: !isNegation && functionWords.has(text),
        beginning: mode === 'infix' ? '' : text.length < 3 ? `=${text}` : text.slice(0, isFuzzy ? 2 : 3),
      };
    });
  });
}

/** Which words of a term are negations and which function words (concept-matcher.ts). */
interface WordKinds {
  negations?: ReadonlySet<string>;
  functionWords?: ReadonlySet<string>;
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

/** How a term met by `matchTermAnyOrder` was met, for the evidence of a finding. */
function wayMet(term: WordTerm, tokens: WordToken[], positions: readonly number[]): string {
  const words = positions.map((position) => tokens[position]);
  const isInTermOrder = term.words.every((word, index) => {
    const token = words[index];
    return token !== undefined && matchesWord(word, token);
  });
  return isInTermOrder ? 'further apart' : 'in another order';
}

/** Whether the term is met in its own order from the message word `at`. */
function isInOrderAt(term: WordTerm, tokens: WordToken[], at: number): boolean {
  const first = term.words[0];
  const token = tokens[at];
  return first !== undefined && token !== undefined && matchesWord(first, token) && matchTermAt(term, tokens, at) !== null;
}

/**
 * The message words that a term's words meet in any order, around the message word `start` that
 * its word `anchor` meets: all in `start`'s clause, spanning at most the term's words and
 * REORDERED_EXTRA_WORDS others, each word at the nearest free place.
 */
function matchTermAnyOrder(term: WordTerm, tokens: WordToken[], start: number, anchor: number): number[] | null {
  const first = tokens[start];
  if (!first) return null;
  const span = term.words.length + REORDERED_EXTRA_WORDS;
  const inClause = (at: number) => tokens[at]?.sentence === first.sentence && tokens[at]?.clause === first.clause;
  const positionOf: number[] = [];
  let [lowest, highest] = [start, start];
  for (let index = 0; index < term.words.length; index += 1) {
    const word = term.words[index];
    if (!word) return null;
    if (index === anchor) {
      positionOf[index] = start;
      continue;
    }
    let found = -1;
    for (let distance = 1; distance < span && found < 0; distance += 1) {
      for (const at of [start + distance, start - distance]) {
        const candidate = tokens[at];
        if (!candidate || !inClause(at) || positionOf.includes(at) || Math.max(highest, at) - Math.min(lowest, at) >= span) continue;
        if (matchesWord(word, candidate)) {
          found = at;
          break;
        }
      }
    }
    if (found < 0) return null;
    positionOf[index] = found;
    [lowest, highest] = [Math.min(lowest, found), Math.max(highest, found)];
  }
  // A negation keeps its place close before the content word it negates ("nije se vratio" in "se
  // nije vratio", not "vratio se, a nije", and Portuguese "no fim da tarde apareceu" is no "no aparece").
  const isNegationInPlace = term.words.every((word, index) => {
    if (!word.isNegation) return true;
    const negated = term.words.findIndex((other, at) => at > index && !other.isFunctionWord);
    const distance = (positionOf[negated] ?? Infinity) - (positionOf[index] ?? -1);
    return distance >= 1 && distance <= MAX_GAP + 1;
  });
  return isNegationInPlace ? [...positionOf].sort((x, y) => x - y) : null;
}

/**
 * Word terms indexed by how their first word can meet a message word, so that a message is not
 * compared with every term of 18 languages: stems by their first three letters, long stems that
 * take typos by their first two (a typo is never in the first two letters), short words by
 * themselves, compound parts by each three-letter piece. A term whose words may stand in another
 * order is also indexed by its longest word.
 */
export class WordTermIndex {
  private readonly byFirstThree = new Map<string, Anchored[]>();
  private readonly byFirstTwo = new Map<string, Anchored[]>();
  private readonly byShortWord = new Map<string, Anchored[]>();
  private readonly infixByTrigram = new Map<string, Anchored[]>();

  /**
   * Every beginning a term word may need (its first two or three letters, or `=word` for a short
   * word), numbered: a message marks the numbers of its words' beginnings in an array, so ruling
   * a term out costs a few array reads instead of string lookups (a Slavic "ne" starts thousands
   * of terms).
   */
  private readonly beginningIds = new Map<string, number>([['', ALWAYS_PRESENT]]);
  /** How many terms need each numbered beginning: the fewest are the likeliest to be missing from a message. */
  private readonly termsNeeding: number[] = [0];

  private beginningId(beginning: string): number {
    let id = this.beginningIds.get(beginning);
    if (id === undefined) {
      id = this.beginningIds.size;
      this.beginningIds.set(beginning, id);
      this.termsNeeding.push(0);
    }
    return id;
  }

  add(term: WordTerm): void {
    const needed = [...new Set(term.words.filter((word) => word.beginning !== '').map((word) => this.beginningId(word.beginning)))];
    for (const id of needed) this.termsNeeding[id] = (this.termsNeeding[id] ?? 0) + 1;
    this.startingWith.clear();
    for (const anchor of term.reorderAnchor === null || term.reorderAnchor === 0 ? [0] : [0, term.reorderAnchor]) {
      const word = term.words[anchor];
      if (!word) continue;
      const entry: Anchored = { term, anchor, needed };
      // A word met in another order is looked for by its first three letters: a typo there is not taken.
      if (word.mode === 'infix') push(this.infixByTrigram, word.text.slice(0, 3), entry);
      else if (word.text.length < 3) push(this.byShortWord, word.text, entry);
      else if (word.isFuzzy && anchor === 0) push(this.byFirstTwo, word.text.slice(0, 2), entry);
      else push(this.byFirstThree, word.text.slice(0, 3), entry);
    }
  }

  private candidates(token: string): Anchored[] {
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
  private readonly startingWith = new Map<string, Starting>();

  private startingTerms(token: WordToken): Starting {
    const entries = [...new Set(this.candidates(token.text))].filter(({ term, anchor }) => {
      const word = term.words[anchor];
      return word !== undefined && matchesWord(word, token);
    });
    const keys = new Int32Array(entries.length);
    const before = new Uint8Array(entries.length);
    const after = new Uint8Array(entries.length);
    entries.forEach(({ term, anchor, needed }, at) => {
      if (term.words.length === 1) {
        keys[at] = ONE_WORD;
        return;
      }
      // Met in the lexicon's order only: the second word stands right after the first or a few words on (matchTermAt).
      if (anchor !== term.reorderAnchor) {
        const second = term.words[1];
        keys[at] = second && second.beginning !== '' ? this.beginningId(second.beginning) : ALWAYS_PRESENT;
        after[at] = 1 + (second?.isNextWord ? 0 : MAX_GAP);
        return;
      }
      // Also met in another order: every word stands within the span around the anchor's (matchTermAnyOrder),
      // and, from the first word, as far on as the lexicon's order lets it (matchTermAt).
      const anchorId = this.beginningIds.get(term.words[anchor]?.beginning ?? '');
      const others = needed.filter((id) => id !== anchorId);
      keys[at] = others.reduce((rarest, id) => ((this.termsNeeding[id] ?? 0) < (this.termsNeeding[rarest] ?? 0) ? id : rarest), others[0] ?? ALWAYS_PRESENT);
      before[at] = term.words.length + REORDERED_EXTRA_WORDS - 1;
      after[at] = Math.max(before[at] ?? 0, anchor === 0 ? (term.words.length - 1) * (1 + MAX_GAP) : 0);
    });
    return { entries, keys, before, after };
  }

  /** The numbered beginnings of each message word: its first two letters, and its first three or `=word`; -1 where no term needs one. */
  private beginningsAt(tokens: readonly WordToken[]): Int32Array {
    const ids = new Int32Array(tokens.length * 2);
    tokens.forEach(({ text }, at) => {
      ids[2 * at] = this.beginningIds.get(text.slice(0, 2)) ?? -1;
      ids[2 * at + 1] = this.beginningIds.get(text.length < 3 ? `=${text}` : text.slice(0, 3)) ?? -1;
    });
    return ids;
  }

  /** Which numbered beginnings the message's words have (`beginningsAt`). */
  private presentBeginnings(beginnings: Int32Array): Uint8Array {
    const present = new Uint8Array(this.beginningIds.size);
    present[ALWAYS_PRESENT] = 1;
    for (const id of beginnings) if (id >= 0) present[id] = 1;
    return present;
  }

  /** Every match: the term and the indexes of the message words its words met, in the message's order. */
  matches(tokens: WordToken[]): [WordTerm, number[]][] {
    const found: [WordTerm, number[]][] = [];
    const beginnings = this.beginningsAt(tokens);
    const present = this.presentBeginnings(beginnings);
    /** Whether a word near `start` (within `before` words before it or `after` words after it) has the numbered beginning. */
    const isNear = (id: number, start: number, before: number, after: number) => {
      if (id === ALWAYS_PRESENT) return true;
      const last = 2 * Math.min(tokens.length - 1, start + after) + 1;
      for (let at = 2 * Math.max(0, start - before); at <= last; at += 1) if (beginnings[at] === id && at >> 1 !== start) return true;
      return false;
    };
    for (let start = 0; start < tokens.length; start += 1) {
      const token = tokens[start];
      if (!token) continue;
      let starting = this.startingWith.get(token.text);
      if (!starting) {
        starting = this.startingTerms(token);
        if (this.startingWith.size >= MAX_REMEMBERED_WORDS) this.startingWith.clear();
        this.startingWith.set(token.text, starting);
      }
      // A scan of one number per term: most terms fail because one of their words is nowhere in the message.
      const { entries, keys, before, after } = starting;
      for (let at = 0; at < keys.length; at += 1) {
        const key = keys[at] ?? ONE_WORD;
        if (key !== ONE_WORD && (present[key] !== 1 || !isNear(key, start, before[at] ?? 0, after[at] ?? 0))) continue;
        const entry = entries[at];
        if (!entry) continue;
        const { term, anchor, needed } = entry;
        if (key === ONE_WORD) {
          found.push([term, [start]]);
          continue;
        }
        if (!couldBeMet(needed, present)) continue;
        const inOrder = anchor === 0 ? matchTermAt(term, tokens, start) : null;
        if (inOrder) {
          found.push([term, inOrder]);
          continue;
        }
        if (anchor !== term.reorderAnchor) continue;
        // A term met in the lexicon's order is found from its first word above.
        const anyOrder = matchTermAnyOrder(term, tokens, start, anchor);
        if (anyOrder && !isInOrderAt(term, tokens, anyOrder[0] ?? start))
          found.push([{ ...term, source: `${term.source} (${wayMet(term, tokens, anyOrder)})` }, anyOrder]);
      }
    }
    return found;
  }
}

/**
 * The terms a message word may start (its entries), with one number each in a typed array that a
 * message scans quickly: ONE_WORD for a one-word term, met at once, else the beginning its other
 * words need that the fewest terms need (ALWAYS_PRESENT when they need none).
 */
interface Starting {
  entries: Anchored[];
  keys: Int32Array;
  /** How many words before and after the term's first word the word of its key may stand. */
  before: Uint8Array;
  after: Uint8Array;
}
const ONE_WORD = -1;
/** The number of the empty beginning (a compound part's), which every message has. */
const ALWAYS_PRESENT = 0;

/** A term indexed by one of its words: the first, or any when its words may be met in another order. */
interface Anchored {
  term: WordTerm;
  anchor: number;
  /** The numbers of the beginnings its words need (`WordTermIndex.beginningIds`). */
  needed: readonly number[];
}

/** Whether every word of a term may meet some word of the message, judged by their beginnings (a typo is never in the first two letters). */
function couldBeMet(needed: readonly number[], present: Uint8Array): boolean {
  for (const id of needed) if (present[id] !== 1) return false;
  return true;
}

export function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}
