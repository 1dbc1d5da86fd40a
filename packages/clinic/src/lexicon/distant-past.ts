import type { ChatLanguage } from '@cephalo/shared/chat-languages';
import { hasCjk, normalizeText } from '../language/normalize-text';
import type { Lexicon, LexiconConcept } from './lexicon-schema';
import type { WordToken } from './word-term-index';

/** One place of a message where a concept's term was found, not negated. */
export interface Occurrence {
  concept: LexiconConcept;
  language: ChatLanguage;
  source: string;
  sentence: number;
  /** First and last message word it covers, or, for a Chinese or Japanese term, its first and last character. */
  from: number;
  to: number;
  isCjk: boolean;
}

/** First and last message word of a cue. */
export interface WordSpan {
  from: number;
  to: number;
}

/** The word cues of time found in a message (the lexicons' ongoing_before, ongoing_after and now_cues). */
export interface TimeCueSpans {
  /** `isShort`: one word of at most three letters ("od", "de", "the"), which counts only right before the cue. */
  ongoingBefore: (WordSpan & { isShort?: boolean })[];
  ongoingAfter: WordSpan[];
  now: WordSpan[];
}

/**
 * "since" stands at most this many words before a distant-past cue ("started about 2 years ago");
 * a short one right before it ("od prošle godine", "the last year"): "on the ice years ago" and
 * "de criança há muitos anos" are the past.
 */
const ONGOING_WINDOW_WORDS = 3;
/** ...or this many characters in Chinese and Japanese ("从去年", "去年から"). */
const ONGOING_WINDOW_CJK = 3;
/**
 * Sentence ends, as `wordTokens` splits sentences (language/normalize-text.ts): a full stop
 * followed by a comma ends nothing ("Imao sam saobraćajku 2015., potres mozga"), nor does the one
 * of a title ("Dr. House").
 */
export const SENTENCE_END = /(?:[!?;。！？；\n]|(?<!(?:^|[^\p{L}])(?:[Dd][Rr]|[Mm][Rr][Ss]?|[Ss][Tt]|[Pp][Rr][Oo][Ff]))\.(?!\.*\s*[,，]))+/gu;
const CJK_CLAUSE_END = /[、，,。！？!?；;\s]/u;
/** A cue of now at most this many words from a distant-past cue is that past's time of day. */
const TIME_OF_THE_PAST_WORDS = 1;
/** Concepts that tell of now ("since this morning", "lately", "for the past few weeks"): their sentence is no history. */
const NOW_CONCEPTS = new Set<LexiconConcept>(['acute_time', 'new_onset']);
/** Concepts that set a finding in time rather than describe it: never history themselves. */
export const TIME_CONCEPTS = new Set<LexiconConcept>(['distant_past', 'long_standing']);

export const clauseTail = (text: string): string => text.split(CJK_CLAUSE_END).at(-1) ?? '';
export const clauseHead = (text: string): string => text.split(CJK_CLAUSE_END)[0] ?? '';

/** The number of the sentence that a character of the normalized text belongs to. */
export function sentenceNumbers(text: string): (at: number) => number {
  const ends = [...text.matchAll(SENTENCE_END)].map((match) => match.index);
  return (at) => ends.filter((end) => end < at).length;
}

/** A year before this one ("in 2015", "2019年"), as a cue of the distant past. */
const YEAR = /^(19|20)\d\d$/;
function isEarlierYear(word: string): boolean {
  if (!YEAR.test(word)) return false;
  const year = Number(word);
  return year >= 1920 && year < new Date().getFullYear();
}

export interface History {
  /** The occurrences left: distant-past cues that start something still going on are dropped, and so is the child of "as a child". */
  occurrences: Occurrence[];
  /** Sentences about the distant past with no cue of now. */
  pastSentences: Set<number>;
  /** Word spans of "for years", "years ago": a number inside one is a length of time, not an age. */
  timeSpans: WordSpan[];
  /**
   * Whether one occurrence is history: in a sentence about the distant past, with no cue of now
   * before it or in its clause. "She fell 8 years ago and broke her hip, now she is 80" keeps the
   * fall in the past; "as a child I had migraines, now a fever" keeps the fever now.
   */
  isPast: (occurrence: Occurrence) => boolean;
  evidence: string[];
}

/**
 * Which sentences of a message speak of the distant past ("my grandmother had a stroke years
 * ago", "as a child", "in 2015"): a red flag there is history, not what happens now. A sentence
 * that also holds a cue of now ("today", "lately", "now") is not history, nor is a cue that
 * starts something still going on ("since last year", "od prošle godine", "去年から").
 */
export class DistantPast {
  private readonly cjkOngoingBefore: string[] = [];
  private readonly cjkOngoingAfter: string[] = [];
  private readonly cjkNow: string[] = [];

  constructor(lexicons: Lexicon[]) {
    for (const lexicon of lexicons) {
      this.cjkOngoingBefore.push(...lexicon.ongoing_before.filter(hasCjk).map((cue) => normalizeText(cue)));
      this.cjkOngoingAfter.push(...lexicon.ongoing_after.filter(hasCjk).map((cue) => normalizeText(cue)));
      this.cjkNow.push(...lexicon.now_cues.filter(hasCjk).map((cue) => normalizeText(cue)));
    }
  }

  /** @param text the message in normal form when it holds Chinese or Japanese, else '' */
  history(found: Occurrence[], tokens: WordToken[], text: string, cues: TimeCueSpans): History {
    const sameSentence = (a: number, b: number) => tokens[a]?.sentence === tokens[b]?.sentence;
    // "since" ends just before the cue or runs into it ("fin da bambina"); Hungarian "óta" follows it.
    const isAfterOngoingCue = (start: number) =>
      cues.ongoingBefore.some((cue) => cue.from < start && start - cue.to <= (cue.isShort ? 1 : ONGOING_WINDOW_WORDS) && sameSentence(cue.from, start));
    const isBeforeOngoingCue = (end: number) => cues.ongoingAfter.some((cue) => cue.from > end && cue.from - end <= 1 && sameSentence(cue.from, end));
    const isOngoing = (occurrence: Occurrence) =>
      occurrence.isCjk ? this.isCjkOngoing(occurrence, text) : isAfterOngoingCue(occurrence.from) || isBeforeOngoingCue(occurrence.to);
    const timed = found.filter((occurrence) => occurrence.concept !== 'distant_past' || !isOngoing(occurrence));
    const spans = timed.filter((occurrence) => TIME_CONCEPTS.has(occurrence.concept));
    // "since I was a kid", "as a child": the child there is the writer, years ago.
    const occurrences = timed.filter(
      (occurrence) =>
        occurrence.concept !== 'child' || !spans.some((span) => span.isCjk === occurrence.isCjk && span.from <= occurrence.from && occurrence.to <= span.to),
    );

    const evidence: string[] = [];
    const pastCues = new Set(occurrences.filter((occurrence) => occurrence.concept === 'distant_past').map((occurrence) => occurrence.sentence));
    for (let index = 0; index < tokens.length; index += 1) {
      const token = tokens[index] as WordToken;
      if (isEarlierYear(token.text) && !isAfterOngoingCue(index) && !isBeforeOngoingCue(index) && !this.isCjkOngoingYear(tokens, index)) {
        pastCues.add(token.sentence);
        evidence.push(`distant_past: ${token.text}`);
      }
    }
    // "Suddenly" is how something began, not when: "a sudden headache three years ago" is history.
    const sudden = occurrences.filter((occurrence) => occurrence.concept === 'sudden_onset');
    // A time of day right beside a distant-past cue is when that past happened, not now: "lani
    // ponoči" (last year at night), "de madrugada há uns anos" (at dawn some years ago).
    const pastWordCues = occurrences.filter((occurrence) => occurrence.concept === 'distant_past' && !occurrence.isCjk);
    const isTimeOfThePast = (occurrence: Occurrence) =>
      !occurrence.isCjk &&
      pastWordCues.some(
        (cue) =>
          sameSentence(cue.from, occurrence.from) &&
          tokens[cue.from]?.clause === tokens[occurrence.from]?.clause &&
          Math.max(cue.from - occurrence.to, occurrence.from - cue.to) <= TIME_OF_THE_PAST_WORDS,
      );
    const isNowCue = (occurrence: Occurrence) =>
      NOW_CONCEPTS.has(occurrence.concept) &&
      !isTimeOfThePast(occurrence) &&
      !sudden.some((onset) => onset.isCjk === occurrence.isCjk && onset.from <= occurrence.to && occurrence.from <= onset.to);
    const wordNow: WordSpan[] = [
      ...occurrences.filter((occurrence) => isNowCue(occurrence) && !occurrence.isCjk).map(({ from, to }) => ({ from, to })),
      ...cues.now,
    ];
    const cjkNow = new Set([
      ...occurrences.filter((occurrence) => isNowCue(occurrence) && occurrence.isCjk).map((occurrence) => occurrence.sentence),
      ...this.cjkNowSentences(text),
    ]);
    const nowSentences = new Set([...wordNow.map((cue) => tokens[cue.from]?.sentence ?? -1), ...cjkNow]);
    const isNowFor = (occurrence: Occurrence) =>
      occurrence.isCjk
        ? nowSentences.has(occurrence.sentence)
        : cjkNow.has(occurrence.sentence) ||
          wordNow.some(
            (cue) => sameSentence(cue.from, occurrence.from) && (cue.from <= occurrence.to || tokens[cue.from]?.clause === tokens[occurrence.from]?.clause),
          );
    return {
      occurrences,
      pastSentences: new Set([...pastCues].filter((sentence) => !nowSentences.has(sentence))),
      timeSpans: spans.filter((span) => !span.isCjk),
      isPast: (occurrence) => pastCues.has(occurrence.sentence) && !isNowFor(occurrence),
      evidence,
    };
  }

  private cjkNowSentences(text: string): number[] {
    if (!text) return [];
    const sentenceAt = sentenceNumbers(text);
    return this.cjkNow.flatMap((cue) => {
      const sentences: number[] = [];
      for (let at = text.indexOf(cue); at >= 0; at = text.indexOf(cue, at + 1)) sentences.push(sentenceAt(at));
      return sentences;
    });
  }

  /** "从2015年", "2015年から", "2015年以来": a year that starts something still going on. */
  private isCjkOngoingYear(tokens: WordToken[], index: number): boolean {
    const before = tokens[index - 1]?.text ?? '';
    const after = (tokens[index + 1]?.text ?? '').slice(0, ONGOING_WINDOW_CJK + 1);
    return this.cjkOngoingBefore.some((cue) => before.endsWith(cue)) || this.cjkOngoingAfter.some((cue) => after.includes(cue));
  }

  private isCjkOngoing(occurrence: Occurrence, text: string): boolean {
    const before = clauseTail(text.slice(Math.max(0, occurrence.from - ONGOING_WINDOW_CJK), occurrence.from));
    const after = clauseHead(text.slice(occurrence.to + 1, occurrence.to + 1 + ONGOING_WINDOW_CJK));
    return this.cjkOngoingBefore.some((cue) => before.includes(cue)) || this.cjkOngoingAfter.some((cue) => after.startsWith(cue));
  }
}
