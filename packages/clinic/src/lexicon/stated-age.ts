import { CJK, hasCjk, normalizeText } from '../language/normalize-text';
import type { WordSpan } from './distant-past';
import type { Lexicon } from './lexicon-schema';
import type { WordToken } from './word-term-index';

/** Under this age a stated age is a child's (NICE NG12 and HeadSmart speak of children and young people under 16). */
const CHILD_AGE_LIMIT = 16;
// Made once: a regular expression literal in a loop is a new object at each turn (the triage's allocations, issue 32).
const TWO_DIGITS = /^\d{2}$/;
const ONE_OR_TWO_DIGITS = /^\d{1,2}$/;
const STARTS_WITH_DIGIT = /^\d/;

/**
 * A message that opens with a number that is no count, dose or time opens with the writer's age,
 * as people introduce themselves in a forum ("67 and never a headache person", "72, sore scalp").
 */
function isOpeningAge(tokens: WordToken[], index: number, cues: AgeCues): boolean {
  const next = tokens[index + 1];
  return index === 0 && next !== undefined && next.sentence === tokens[0]?.sentence && !cues.startsNotAge.has(1) && !STARTS_WITH_DIGIT.test(next.text);
}

/** Where the age words of the lexicons were found in a message (one pass of the matcher's index). */
export interface AgeCues {
  /** Last word of each cue before an age ("I am", "imam", "мне"). */
  endsBefore: Set<number>;
  /** First word of each cue after an age ("years", "godina"). */
  startsAfter: Set<number>;
  /** First word of each word that makes a number no age ("weeks", "dana", Hungarian "éve"). */
  startsNotAge: Set<number>;
}

/**
 * Ages stated with a number, found with the words each language puts before an age or after it
 * (docs/decisions/009-multilingual-assistant.md); Chinese and Japanese age words (岁, 歳) follow
 * the number in the same run of characters.
 */
export class StatedAge {
  private readonly cjkAfter: string[];
  private readonly cjkBefore: string[];

  constructor(lexicons: Lexicon[]) {
    this.cjkAfter = lexicons.flatMap((lexicon) => lexicon.age_after.filter(hasCjk).map((cue) => normalizeText(cue)));
    // Only the cues that say "age" or "this year" on their own: "我" or "妈妈" before a number is as often a count.
    this.cjkBefore = lexicons.flatMap((lexicon) =>
      lexicon.age_before.filter((cue) => hasCjk(cue) && cue.length >= 2 && /今年|年龄|年齡|年纪|年紀|年齢/u.test(cue)).map((cue) => normalizeText(cue)),
    );
  }

  /** An age of 50 or more stated with a number ("I am 63", "63 godine", "63岁", "我爸今年62"). */
  isAged50OrOver(tokens: WordToken[], cues: AgeCues): boolean {
    return tokens.some((token, index) => {
      if (!TWO_DIGITS.test(token.text) || Number(token.text) < 50) return false;
      const previous = tokens[index - 1];
      const afterCjkAgeWord = previous?.sentence === token.sentence && this.isCjkWordBeforeAge(previous.text);
      return (
        cues.endsBefore.has(index - 1) ||
        cues.startsAfter.has(index + 1) ||
        this.isCjkAgeWord(tokens[index + 1]?.text ?? '') ||
        afterCjkAgeWord ||
        isOpeningAge(tokens, index, cues)
      );
    });
  }

  /** A run of Chinese or Japanese that ends in a word put before an age ("我爸今年", "年龄"). */
  private isCjkWordBeforeAge(word: string): boolean {
    return CJK.test(word) && this.cjkBefore.some((cue) => word.endsWith(cue));
  }

  /**
   * A child's age: a number under 16 with an age word after it ("9 godina", "9-year-old", "9岁")
   * or an age cue before it ("she is 7"). Not a length of time ("for 3 years", "3 years ago",
   * Hungarian "3 éve"), a count or a dose ("I am 12 weeks pregnant", "ho 2 figli"), and not in a
   * sentence about the distant past. The youngest such age, or null.
   */
  youngestChildAge(tokens: WordToken[], cues: AgeCues, timeSpans: WordSpan[], pastSentences: ReadonlySet<number>): number | null {
    // A loop, not flatMap: an array for each word of every message was most of the triage's garbage (issue 32).
    let youngest: number | null = null;
    for (let index = 0; index < tokens.length; index += 1) {
      const token = tokens[index] as WordToken;
      if (!ONE_OR_TWO_DIGITS.test(token.text)) continue;
      const age = Number(token.text);
      if (age < 1 || age >= CHILD_AGE_LIMIT || pastSentences.has(token.sentence) || cues.startsNotAge.has(index + 1)) continue;
      if (timeSpans.some((span) => span.from <= index + 1 && index <= span.to)) continue;
      const next = tokens[index + 1];
      const nextWord = next?.sentence === token.sentence ? next.text : '';
      const isAge =
        (nextWord !== '' && (cues.startsAfter.has(index + 1) || this.isCjkAgeWord(nextWord))) ||
        (cues.endsBefore.has(index - 1) && tokens[index - 1]?.sentence === token.sentence && !STARTS_WITH_DIGIT.test(nextWord));
      if (isAge && (youngest === null || age < youngest)) youngest = age;
    }
    return youngest;
  }

  private isCjkAgeWord(word: string): boolean {
    return CJK.test(word) && this.cjkAfter.some((cue) => word.startsWith(cue));
  }
}
