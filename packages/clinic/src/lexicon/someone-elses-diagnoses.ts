import { hasCjk, normalizeText } from '../language/normalize-text';
import { clauseTail, type Occurrence, type WordSpan } from './distant-past';
import type { Lexicon, LexiconConcept } from './lexicon-schema';
import type { WordToken } from './word-term-index';

/**
 * Diagnoses that a message may name as someone else's: a cancer, meningitis, a brain bleed. Not
 * what happened (a fall, a blow to the head, confusion): "my friend found him on the floor" is
 * still the relative's fall.
 */
const DIAGNOSES: readonly LexiconConcept[] = ['cancer_immune', 'meningitis', 'thunderclap_name'];

/** A diagnosis is someone else's when it follows their cue within this many words... */
const WINDOW_WORDS = 6;
/**
 * ...with no word of the writer between: "my friend drove me to chemo" is the writer's chemo.
 * Subject and object forms of "I" and "we" in the chat languages (not "my", which stands before
 * the cue: "my neighbour's son"). A word that is also another language's word only ever keeps an
 * alarm, never drops one.
 */
const FIRST_PERSON: ReadonlySet<string> = new Set(
  [
    'i me myself im ive we us',
    'ja mene meni mi jaz mnie nas nam',
    'я мене мен ме мне меня мной аз ми ние нас нам',
    'εγώ εγω με εμένα εμενα εμείς εμεις',
    'eu mine mă engem nekem mi',
    'yo mí moi ich mich mir uns io mim',
  ]
    .join(' ')
    .split(' ')
    .map((word) => normalizeText(word)),
);
const CJK_FIRST_PERSON = /[我私僕俺]/u;
/** ...past the cue's own possessive right after it ("съседката ми", "kolegica mi"): "my", not the writer. */
const POSSESSIVE_AFTER: ReadonlySet<string> = new Set(['ми', 'mi']);

/**
 * Which diagnoses a message names only as someone else's: after a lexicon's `others` cue (a
 * neighbour, a colleague, a friend) in the same clause ("my neighbour's son had meningitis", "a
 * colleague of mine has breast cancer", "同事得了乳腺癌"). The relatives a carer looks after and
 * the writer's own child are no such cue: their diagnosis is the one the assistant is asked about.
 */
export class SomeoneElsesDiagnoses {
  private readonly cjkCues: string[];

  constructor(lexicons: Lexicon[]) {
    this.cjkCues = lexicons.flatMap((lexicon) => lexicon.others.filter(hasCjk).map((cue) => normalizeText(cue).replace(/\s+/g, '')));
  }

  /** @param text the message in normal form when it holds Chinese or Japanese, else ''; @param cues the word spans of `others` cues */
  find(occurrences: Occurrence[], tokens: WordToken[], text: string, cues: WordSpan[]): Set<LexiconConcept> {
    const isSomeoneElses = (occurrence: Occurrence) => (occurrence.isCjk ? this.followsCjkCue(text, occurrence) : followsCue(tokens, cues, occurrence));
    return new Set(
      DIAGNOSES.filter((concept) => {
        const found = occurrences.filter((occurrence) => occurrence.concept === concept);
        return found.length > 0 && found.every(isSomeoneElses);
      }),
    );
  }

  private followsCjkCue(text: string, occurrence: Occurrence): boolean {
    const before = clauseTail(text.slice(0, occurrence.from));
    return this.cjkCues.some((cue) => {
      const at = before.lastIndexOf(cue);
      return at >= 0 && !CJK_FIRST_PERSON.test(before.slice(at + cue.length));
    });
  }
}

function followsCue(tokens: WordToken[], cues: WordSpan[], occurrence: Occurrence): boolean {
  const clause = tokens[occurrence.from]?.clause;
  return cues.some(
    (cue) =>
      cue.to < occurrence.from &&
      occurrence.from - cue.to <= WINDOW_WORDS &&
      tokens[cue.from]?.clause === clause &&
      !tokens.slice(cue.to + 1, occurrence.from).some((token, at) => FIRST_PERSON.has(token.text) && !(at === 0 && POSSESSIVE_AFTER.has(token.text))),
  );
}
