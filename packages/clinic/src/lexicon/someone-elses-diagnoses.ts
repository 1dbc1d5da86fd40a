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
    'εγώ εγω με εμένα εμενα εμείς εμεις μου',
    'eu mine mă engem nekem nálam mi',
    'yo mí moi ich mich mir uns io mim',
  ]
    .join(' ')
    .split(' ')
    .map((word) => normalizeText(word)),
);
const CJK_FIRST_PERSON = /[我私僕俺]/u;
/** "I and ...", "I too": the writer before a relative ("我和阿姨都得了癌症"), not "my" (我阿姨). */
const CJK_WRITER_AND = /我(?:和|跟|与|與|也)|私(?:と|も)/u;
/** A first-person pronoun joined to a verb: Spanish "darme", "dándome", Italian "farmi", "venirmi". */
const CLITIC_FIRST_PERSON = /(?:ar|er|ir|or|ndo)(?:me|mi)$/u;
/** The writer's headache: a word of the writer among this many words before the headache's words, in its clause, or among them ("boli me glava"). */
const WRITERS_HEADACHE_WINDOW = 4;
/** ...past the cue's own possessive right after it ("съседката ми", "kolegica mi", "η φίλη μου"): "my", not the writer. */
const POSSESSIVE_AFTER: ReadonlySet<string> = new Set(['ми', 'mi', 'μου'].map((word) => normalizeText(word)));

/**
 * Which diagnoses a message names only as someone else's: after a lexicon's `others` cue (a
 * neighbour, a colleague, a friend) in the same clause ("my neighbour's son had meningitis", "a
 * colleague of mine has breast cancer", "同事得了乳腺癌"), or after a `relatives` cue (an aunt, a
 * mother, a husband) when every headache of the message is the writer's own ("my aunt has breast
 * cancer, can stress give me migraines?"). A relative's diagnosis beside the relative's headache
 * is what a carer asks about, and so is the writer's child's.
 */
export class SomeoneElsesDiagnoses {
  private readonly cjkOthers: string[];
  private readonly cjkRelatives: string[];

  constructor(lexicons: Lexicon[]) {
    const cjkCues = (list: (lexicon: Lexicon) => string[]) =>
      lexicons.flatMap((lexicon) =>
        list(lexicon)
          .filter(hasCjk)
          .map((cue) => normalizeText(cue).replace(/\s+/g, '')),
      );
    this.cjkOthers = cjkCues((lexicon) => lexicon.others);
    this.cjkRelatives = cjkCues((lexicon) => lexicon.relatives);
  }

  /**
   * @param text the message in normal form when it holds Chinese or Japanese, else '';
   * @param cues the word spans of the `others` and `relatives` cues
   */
  find(occurrences: Occurrence[], tokens: WordToken[], text: string, cues: { others: WordSpan[]; relatives: WordSpan[] }): Set<LexiconConcept> {
    const follows = (occurrence: Occurrence, wordCues: WordSpan[], cjkCues: string[]) =>
      occurrence.isCjk ? followsCjkCue(text, occurrence, cjkCues) : followsCue(tokens, wordCues, occurrence);
    const headaches = occurrences.filter((occurrence) => occurrence.concept === 'head_pain');
    const isWritersHeadache = headaches.length > 0 && headaches.every((headache) => isTheWriters(headache, tokens, text));
    const isSomeoneElses = (occurrence: Occurrence) =>
      follows(occurrence, cues.others, this.cjkOthers) ||
      (isWritersHeadache && !writerComesFirst(occurrence, tokens, text) && follows(occurrence, cues.relatives, this.cjkRelatives));
    return new Set(
      DIAGNOSES.filter((concept) => {
        const found = occurrences.filter((occurrence) => occurrence.concept === concept);
        return found.length > 0 && found.every(isSomeoneElses);
      }),
    );
  }
}

function followsCjkCue(text: string, occurrence: Occurrence, cues: string[]): boolean {
  const before = clauseTail(text.slice(0, occurrence.from));
  return cues.some((cue) => {
    const at = before.lastIndexOf(cue);
    return at >= 0 && !CJK_FIRST_PERSON.test(before.slice(at + cue.length));
  });
}

/**
 * Words of FIRST_PERSON that are other languages' everyday words, which must not drop an alarm:
 * "i" is "and" (BCS, Russian) and "the" (Italian) unless an English verb follows; "ma", "mi" and
 * "μου" are "my" (French, Italian, Spanish, Greek) beside a relative ("ma tante", "mi tía", "η θεία μου").
 */
const ENGLISH_I_VERBS: ReadonlySet<string> = new Set('get have am m ve had keep feel suffer still also often always now started wake woke'.split(' '));
const POSSESSIVE_LOOKING: ReadonlySet<string> = new Set(['ma', 'mi', 'μου'].map((word) => normalizeText(word)));

/** A word of the writer at `at`: "me", "mir", "я", Spanish "darme", English "I" before a verb. */
function isWriterAt(tokens: WordToken[], at: number): boolean {
  const text = tokens[at]?.text;
  if (text === undefined) return false;
  if (text === 'i') return ENGLISH_I_VERBS.has(tokens[at + 1]?.text ?? '');
  return FIRST_PERSON.has(text) || CLITIC_FIRST_PERSON.test(text);
}

/** Whether a headache is the writer's: a word of the writer just before it in its clause, or within it ("boli me glava", "我偏头痛"). */
function isTheWriters(headache: Occurrence, tokens: WordToken[], text: string): boolean {
  if (headache.isCjk) return CJK_FIRST_PERSON.test(clauseTail(text.slice(0, headache.to + 1)));
  const clause = tokens[headache.from]?.clause;
  for (let at = Math.max(0, headache.from - WRITERS_HEADACHE_WINDOW); at <= headache.to; at += 1) {
    if (tokens[at]?.clause === clause && isWriterAt(tokens, at)) return true;
  }
  return false;
}

/** Whether a word of the writer stands before the diagnosis in its clause ("Ich und meine Tante haben Krebs"): then it is the writer's too. */
function writerComesFirst(diagnosis: Occurrence, tokens: WordToken[], text: string): boolean {
  if (diagnosis.isCjk) return CJK_WRITER_AND.test(clauseTail(text.slice(0, diagnosis.from)));
  const clause = tokens[diagnosis.from]?.clause;
  return tokens.slice(0, diagnosis.from).some((token, at) => token.clause === clause && !POSSESSIVE_LOOKING.has(token.text) && isWriterAt(tokens, at));
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
