import type { ChatLanguage } from '@cephalo/shared/chat-languages';
import { CJK, hasCjk, isWithinOneEdit, normalizeText, wordTokens, type WordToken as BaseWordToken } from '../language/normalize-text';
import { LEXICON_CONCEPTS, type Lexicon, type LexiconConcept } from './lexicon-schema';

/** How one word of a term meets a word of the message (docs/decisions/009-multilingual-assistant.md). */
/** A message word, and whether it is a known word of some chat language (then it is no typo). */
interface WordToken extends BaseWordToken {
  isKnownWord: boolean;
}

interface TermWord {
  text: string;
  mode: 'exact' | 'prefix' | 'infix';
  /** Long stems also match with one wrong, missing, extra or swapped letter. */
  isFuzzy: boolean;
}
interface WordTerm {
  concept: string;
  language: ChatLanguage;
  /** The term as written in the lexicon, for the evidence of a finding. */
  source: string;
  words: TermWord[];
}
interface CjkTerm {
  concept: string;
  language: ChatLanguage;
  source: string;
  text: string;
}

const FUZZY_MIN_LENGTH = 6;
/** Words allowed between two words of a term ("boli me jako glava" for "boli glava"). */
const MAX_GAP = 2;
/** A negation cue counts for a concept that starts within this many words after it. */
const NEGATION_WINDOW_WORDS = 3;
/** ...or that ends at most this many words before a cue that follows it ("Fieber hab ich keins"). */
const NEGATION_AFTER_WINDOW_WORDS = 3;
const NEGATION_WINDOW_BEFORE_CJK = 4;
const NEGATION_WINDOW_AFTER_CJK = 6;
const CJK_CLAUSE_END = /[、，,。！？!?；;\s]/u;

function compileWords(term: string): TermWord[] {
  return term.split(/\s+/).flatMap((raw) => {
    const marker = raw.startsWith('=') ? 'exact' : raw.startsWith('*') ? 'infix' : null;
    return wordTokens(marker ? raw.slice(1) : raw).map(({ text }) => {
      const mode = marker ?? (text.length <= 3 ? 'exact' : 'prefix');
      return { text, mode, isFuzzy: mode === 'prefix' && text.length >= FUZZY_MIN_LENGTH };
    });
  });
}

/**
 * A typo in a long stem: one wrong, missing, extra or swapped letter, but not in the first two
 * letters (painted is not fainted) nor in the last (several is not severe, cancel is not cancer),
 * and only in a word about as long as the stem (slept is not slepot): there the message more
 * likely holds another word than a slip of the finger. Known words are never typos (see
 * `knownWords`).
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

/** The message words that a term's words meet when it starts at `start` (null when it does not match there). */
function matchTermAt(term: WordTerm, tokens: WordToken[], start: number): number[] | null {
  const first = tokens[start];
  if (!first || !term.words[0] || !matchesWord(term.words[0], first)) return null;
  const positions = [start];
  for (const word of term.words.slice(1)) {
    const previous = positions.at(-1) ?? start;
    let found = -1;
    for (let next = previous + 1; next <= previous + 1 + MAX_GAP && next < tokens.length; next += 1) {
      const candidate = tokens[next];
      if (candidate?.sentence !== first.sentence) break;
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
class WordTermIndex {
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
    const found = [...(this.byFirstThree.get(token.slice(0, 3)) ?? []), ...(this.byFirstTwo.get(token.slice(0, 2)) ?? []), ...(this.byShortWord.get(token) ?? [])];
    for (let at = 0; at + 3 <= token.length; at += 1) found.push(...(this.infixByTrigram.get(token.slice(at, at + 3)) ?? []));
    return found;
  }

  /** Every match: the term and the indexes of the message words its words met, in order. */
  *matches(tokens: WordToken[]): Generator<[WordTerm, number[]]> {
    // The terms whose first word meets a word depend on the word alone: computed once per word.
    const startingHere = new Map<string, WordTerm[]>();
    for (const [start, token] of tokens.entries()) {
      let terms = startingHere.get(token.text);
      if (!terms) {
        terms = [...new Set(this.candidates(token.text))].filter((term) => term.words[0] && matchesWord(term.words[0], token));
        startingHere.set(token.text, terms);
      }
      for (const term of terms) {
        const positions = matchTermAt(term, tokens, start);
        if (positions) yield [term, positions];
      }
    }
  }
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

export interface ConceptFindings {
  /** Concepts found in the message and not negated, with the languages whose terms matched. */
  concepts: Map<LexiconConcept, Set<ChatLanguage>>;
  /** An age of 50 or more stated with a number ("I am 63", "63 godine", "63岁"). */
  isAged50OrOver: boolean;
  /** Number of words in the message (a CJK run counts as one). */
  wordCount: number;
  /** Which lexicon terms were found ("concept Language: term"), to explain a triage decision. */
  evidence: string[];
}

/**
 * Finds the lexicon's concepts in a message written in any chat language, whatever the profile
 * says: every language's terms are tried, because people write in the language they think in.
 */
export class ConceptMatcher {
  private readonly concepts = new WordTermIndex();
  private readonly negations = new WordTermIndex();
  private readonly negationsAfter = new WordTermIndex();
  private readonly agesBefore = new WordTermIndex();
  private readonly agesAfter = new WordTermIndex();
  private readonly cjkConcepts: CjkTerm[] = [];
  private readonly cjkNegationsBefore = new Map<ChatLanguage, string[]>();
  private readonly cjkNegationsAfter = new Map<ChatLanguage, string[]>();
  private readonly cjkAgesAfter: string[] = [];

  /**
   * @param knownWords normal-form words of the chat languages (the knowledge base, its
   * translations, function words): a word the languages know is not taken for a typo of a term.
   */
  constructor(
    lexicons: Lexicon[],
    private readonly knownWords: ReadonlySet<string> = new Set(),
  ) {
    for (const lexicon of lexicons) {
      const { language } = lexicon;
      for (const concept of LEXICON_CONCEPTS) {
        for (const term of lexicon.concepts[concept]) this.addTerm(this.concepts, concept, language, term);
      }
      for (const term of lexicon.negation_before) this.addTerm(this.negations, 'negation', language, term, this.cjkNegationsBefore);
      for (const term of lexicon.negation_after) {
        if (hasCjk(term)) push(this.cjkNegationsAfter, language, normalizeText(term));
        else this.addTerm(this.negationsAfter, 'negation', language, term);
      }
      for (const term of lexicon.age_before) this.addTerm(this.agesBefore, 'age', language, term);
      for (const term of lexicon.age_after) {
        if (hasCjk(term)) this.cjkAgesAfter.push(normalizeText(term));
        else this.addTerm(this.agesAfter, 'age', language, term);
      }
    }
  }

  private addTerm(index: WordTermIndex, concept: string, language: ChatLanguage, term: string, cjkList?: Map<ChatLanguage, string[]>): void {
    if (hasCjk(term)) {
      const text = normalizeText(term).replace(/\s+/g, '');
      if (cjkList) push(cjkList, language, text);
      else this.cjkConcepts.push({ concept, language, source: term, text });
      return;
    }
    const words = compileWords(term);
    if (words.length > 0) index.add({ concept, language, source: term, words });
  }

  find(message: string): ConceptFindings {
    const tokens: WordToken[] = wordTokens(message).map((token) => ({ ...token, isKnownWord: this.knownWords.has(token.text) }));
    const concepts = new Map<LexiconConcept, Set<ChatLanguage>>();
    const evidence: string[] = [];
    const note = ({ concept, language, source }: { concept: string; language: ChatLanguage; source: string }) => {
      const key = concept as LexiconConcept;
      concepts.set(key, (concepts.get(key) ?? new Set()).add(language));
      evidence.push(`${concept} ${language}: ${source}`);
    };

    // A negation cue counts for a concept that starts within a few words after it, or that ends
    // just before a cue that follows it, unless the cue is itself a word of a concept's phrase
    // ("can't move", "ne prepoznaje", "no siento"). A cue between the words of a phrase negates
    // it ("capul nu mă doare"). A cue counts for the terms of its own language, and for every
    // term when it belongs to the message's main language (the one whose terms cover most of
    // its words): "No temperature" negates the "temperatur" that Slavic lexicons share with
    // English, while Spanish "sin" (without) does not negate "sin ima temperaturu" (the son has a fever).
    const matches = [...this.concepts.matches(tokens)];
    const phraseWords = new Set(matches.flatMap(([, positions]) => positions));
    const mainLanguages = mainLanguagesOf(matches);
    const cues = (index: WordTermIndex, at: (positions: number[]) => number | undefined) =>
      [...index.matches(tokens)]
        .map(([term, positions]) => ({ language: term.language, at: at(positions) ?? -1 }))
        .filter((cue) => !phraseWords.has(cue.at));
    const cuesBefore = cues(this.negations, (positions) => positions.at(-1));
    const cuesAfter = cues(this.negationsAfter, (positions) => positions[0]);
    const sameSentence = (a: number, b: number) => tokens[a]?.sentence === tokens[b]?.sentence;
    for (const [term, positions] of matches) {
      const start = positions[0] ?? 0;
      const end = positions.at(-1) ?? start;
      const applies = (cue: { language: ChatLanguage }) => cue.language === term.language || mainLanguages.has(cue.language);
      const isNegated =
        cuesBefore.some((cue) => applies(cue) && cue.at < end && start - cue.at <= NEGATION_WINDOW_WORDS && sameSentence(cue.at, start)) ||
        cuesAfter.some((cue) => applies(cue) && cue.at > end && cue.at - end <= NEGATION_AFTER_WINDOW_WORDS && sameSentence(cue.at, end));
      if (!isNegated) note(term);
    }

    if (hasCjk(message)) {
      const text = normalizeText(message);
      for (const term of this.cjkConcepts) {
        for (let at = text.indexOf(term.text); at >= 0; at = text.indexOf(term.text, at + 1)) {
          if (!this.isCjkNegated(text, at, term)) {
            note(term);
            break;
          }
        }
      }
    }
    return { concepts, isAged50OrOver: this.hasAge50OrOver(tokens), wordCount: tokens.length, evidence };
  }

  private isCjkNegated(text: string, at: number, term: CjkTerm): boolean {
    const before = clauseTail(text.slice(Math.max(0, at - NEGATION_WINDOW_BEFORE_CJK), at));
    const after = clauseHead(text.slice(at + term.text.length, at + term.text.length + NEGATION_WINDOW_AFTER_CJK));
    return (
      (this.cjkNegationsBefore.get(term.language) ?? []).some((cue) => before.includes(cue)) ||
      (this.cjkNegationsAfter.get(term.language) ?? []).some((cue) => after.includes(cue))
    );
  }

  private hasAge50OrOver(tokens: WordToken[]): boolean {
    const endsBefore = new Set([...this.agesBefore.matches(tokens)].map(([, positions]) => positions.at(-1)));
    const startsAfter = new Set([...this.agesAfter.matches(tokens)].map(([, positions]) => positions[0]));
    return tokens.some((token, index) => {
      if (!/^\d{2}$/.test(token.text) || Number(token.text) < 50) return false;
      const next = tokens[index + 1]?.text ?? '';
      return endsBefore.has(index - 1) || startsAfter.has(index + 1) || (CJK.test(next) && this.cjkAgesAfter.some((cue) => next.startsWith(cue)));
    });
  }
}

/** The languages whose terms cover the most message words (several when they tie, as Serbian and Croatian often do). */
function mainLanguagesOf(matches: [WordTerm, number[]][]): Set<ChatLanguage> {
  const covered = new Map<ChatLanguage, Set<number>>();
  for (const [term, positions] of matches) {
    const words = covered.get(term.language) ?? new Set<number>();
    for (const position of positions) words.add(position);
    covered.set(term.language, words);
  }
  const most = Math.max(0, ...[...covered.values()].map((words) => words.size));
  return new Set([...covered].filter(([, words]) => words.size === most && most > 0).map(([language]) => language));
}

const clauseTail = (text: string): string => text.split(CJK_CLAUSE_END).at(-1) ?? '';
const clauseHead = (text: string): string => text.split(CJK_CLAUSE_END)[0] ?? '';
