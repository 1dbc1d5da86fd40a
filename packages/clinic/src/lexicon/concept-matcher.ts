import type { ChatLanguage } from '@cephalo/shared/chat-languages';
import { deu, eng, fra, hrv, hun, ita, por, ron, slv, spa } from 'stopword';
import { STOP_WORDS } from '../language/multilingual-terms';
import { hasCjk, normalizeText, originalWordTokens, wordCount, wordTokens, type WordToken as BaseWordToken } from '../language/normalize-text';
import { DistantPast, SENTENCE_END, TIME_CONCEPTS, clauseHead, clauseTail, sentenceNumbers, type Occurrence, type WordSpan } from './distant-past';
import { LEXICON_CONCEPTS, type Lexicon, type LexiconConcept } from './lexicon-schema';
import { foldCyrillicTyping, foldGreeklish, greekToLatinKey, latinTypedScripts, mayBeLatinTyped, typedScriptOf, type TypedScript } from './latin-typed';
import { longingFigures, withoutFiguresOfSpeech } from './figures-of-speech';
import { SomeoneElsesDiagnoses } from './someone-elses-diagnoses';
import { StatedAge } from './stated-age';
import { WordTermIndex, compileWords, push, type WordTerm, type WordToken } from './word-term-index';

interface CjkTerm {
  concept: string;
  language: ChatLanguage;
  source: string;
  text: string;
}

/** The lists of a lexicon besides its concepts: cues of negation, age and time, all matched in the same pass. */
const CUE_LISTS = [
  'negation_before',
  'negation_after',
  'age_before',
  'age_after',
  'not_age_after',
  'ongoing_before',
  'ongoing_after',
  'now_cues',
  'others',
  'relatives',
] as const;
type CueList = (typeof CUE_LISTS)[number];
const isCueList = (label: string): label is CueList => (CUE_LISTS as readonly string[]).includes(label);

/**
 * Concepts whose terms are not met in another order, because the order is their sense: a
 * superlative or a comparison ("the worst pain" is not "the pain at its worst"), who hit what in
 * a blow to the head (a header in football, a car's cylinder head), cues of time, of a supposed
 * case or a film, figures of speech and chat intents.
 */
const ORDER_IS_SENSE = new Set<string>([
  'worst_ever',
  'severe',
  'head_injury',
  'distant_past',
  'long_standing',
  'now_and_then',
  'acute_time',
  'hypothetical',
  'media_question',
  'figure_of_speech',
  'greeting',
  'thanks',
  'forecast_request',
  'my_diary',
  'diagnose_me',
]);

/** Function words of the chat languages written in Latin letters, against which a Latin typing of Cyrillic or Greek is told apart. */
const LATIN_FUNCTION_WORDS: ReadonlySet<string> = new Set([eng, fra, deu, ita, por, ron, spa, hun, hrv, slv].flat().map((word) => normalizeText(word)));
/** How a term word of each script and a message word typed in Latin become one key (latin-typed.ts). */
const TERM_KEY: Record<TypedScript, (word: string) => string> = { cyrillic: foldCyrillicTyping, greek: greekToLatinKey };
const TYPED_KEY: Record<TypedScript, (word: string) => string> = { cyrillic: foldCyrillicTyping, greek: foldGreeklish };
const LATIN_LETTER = /\p{Script=Latin}/u;

/** The index of a term's longest word. */
const longestWord = (words: readonly { text: string }[]) =>
  words.reduce((longest, word, index) => (word.text.length > (words[longest]?.text.length ?? 0) ? index : longest), 0);

/** Commas: a phrase with a negation does not reach across them (see word-term-index.ts). */
const CLAUSE_END = /[,，、]+/u;
/** A negation cue counts for a concept that starts within this many words after it. */
const NEGATION_WINDOW_WORDS = 3;
/** ...or that ends at most this many words before a cue that follows it ("Fieber hab ich keins"). */
const NEGATION_AFTER_WINDOW_WORDS = 3;
const NEGATION_WINDOW_BEFORE_CJK = 4;
const NEGATION_WINDOW_AFTER_CJK = 6;
const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;
/**
 * Concepts that only a negation right before them cancels: "I'm not ok, I want to die" and "I
 * didn't notice, he wandered off" must not lose the crisis to a "not" three words earlier.
 */
const NEGATED_ONLY_RIGHT_BEFORE = new Set<string>(['self_harm', 'self_harm_means', 'self_harm_thought', 'missing_person']);

export interface ConceptFindings {
  /** Concepts found in the message and not negated, with the languages whose terms matched. */
  concepts: Map<LexiconConcept, Set<ChatLanguage>>;
  /**
   * The concepts found only in sentences of a supposed case or about a film (`asideSentences`):
   * no finding of triage, not even history (a character's brain tumour), though retrieval may
   * still read them ("what do we do if dad ever falls and hits his head?").
   */
  asideConcepts: Set<LexiconConcept>;
  /**
   * The concepts found only in sentences about the distant past ("my grandmother had a stroke
   * years ago", "in 2015", "as a child") that hold no cue of now ("today", "lately", "now"):
   * history, not what is happening now.
   */
  pastConcepts: Set<LexiconConcept>;
  /** Indexes of those sentences (as `wordTokens` and `messageSentences` number them). */
  pastSentences: Set<number>;
  /**
   * The diagnoses (someone-elses-diagnoses.ts) found only in a clause about someone outside the writer's
   * care ("my neighbour had meningitis", "a colleague of mine has breast cancer", the lexicons'
   * `others`): theirs, not a red flag of the writer or of the relative the writer looks after.
   */
  othersConcepts: Set<LexiconConcept>;
  /** An age of 50 or more stated with a number ("I am 63", "63 godine", "63岁"). */
  isAged50OrOver: boolean;
  /** An age under 16 stated with a number ("my 9-year-old", "she is 7", "9 godina", "9岁"), not a length of time. */
  isChild: boolean;
  /** The youngest such age, or null. */
  childAge: number | null;
  /**
   * Indexes of the sentences that hold a cue of a supposed case ("if he ever wanders off", "asking
   * in advance") or a question about a film, a series, a crossword or a translation: what they
   * tell is not happening to anyone now (`hypothetical` and `media_question` in the lexicons).
   */
  asideSentences: Set<number>;
  /** The sentences each concept was found in (outside a supposed case), to tell what a time cue is about. */
  sentencesOf: Map<LexiconConcept, Set<number>>;
  /** Number of words in the message (a CJK run counts as one). */
  wordCount: number;
  /** Which lexicon terms were found ("concept Language: term"), to explain a triage decision. */
  evidence: string[];
  /**
   * The message as retrieval should read it: without the symptoms it denies ("no fever, no stiff
   * neck") and without its sentences about the distant past ("my uncle died of a bleed ten years
   * ago"), so a harmless question is not answered from the emergency entry its denials name.
   * The whole message when that would leave fewer than MIN_RETRIEVAL_WORDS words.
   */
  retrievalText: string;
  /**
   * The message less only what it denies, distant past kept: what a question about the past is
   * asked in the light of ("two years ago grandpa walked off at night; what can we do to prevent
   * it?"). Retrieval reads it for the everyday entries only (select-relevant-entries.ts).
   */
  contextText: string;
}

/**
 * A body temperature of fever written as a number, in any chat language: 38 to 42 with a decimal
 * ("39.5", "38,7"), with degrees ("39°", "39 grados", "39 de grade", "39 stupnjeva", "39 градуса",
 * "39 βαθμούς", "39 fokos", "39度") or with a half ("39 i pol", "39 и половина", "39 és fél", "39 e mezzo"). A whole number alone is not one: "I'm 39", "38 weeks".
 * The matcher reads it as the word FEVER_WORD, which is a term of the fever concept.
 */
const BODY_TEMPERATURE =
  /(?<![\d.,])(?:3[89]|4[0-2])(?:[.,]\d(?![\d.,]*\d)|\s?(?:°|º|℃|度|(?:de\s)?(?:degr|grad|stupnj|stepen|stopinj|градус|степен|βαθμ|fok)\p{L}*)|\s(?:i|и|és|e|y|et|und|și|si|in|kai|και)\s(?:pol|пол|половин\p{L}*|fél|mezzo|medio|demi|halb|jumătate|jumatate|μισό|miso)(?!\p{L}))/giu;
const FEVER_WORD = 'bodytemperaturefever';

/**
 * A week of pregnancy after 20 weeks, when pre-eclampsia can begin (NICE NG133), written as
 * patients write it: an ordinal week ("u 35. nedelji", "во 36-та недела", "in der 30. SSW",
 * "35th week", "a 35. héten", "35η εβδομάδα"), a week named with its number ("în săptămâna 33",
 * "semana 32", "SSW 30") or being so far along ("tô com 38 semanas", "je suis à 34 semaines"). A
 * count of weeks ("for 3 weeks", "35 weeks ago") is not one. The matcher
 * reads it as the word PREGNANCY_WORD, a term of the pregnancy concept.
 */
const WEEKS = '20|2[1-9]|3\\d|4[0-2]';
/** Any form of a word for week, after an ordinal; a week's name before its number; a week after "in" and a number. */
const WEEK_ANY_FORM =
  '(?:weeks?|nedel\\p{L}*|недел\\p{L}*|tjed\\p{L}*|ted\\p{L}*|sedmic\\p{L}*|седмиц\\p{L}*|săptămân\\p{L}*|saptaman\\p{L}*|semana|settimana|semaine|woche|ssw|hét\\p{L}*|het\\p{L}*|εβδομ\\p{L}*)';
const WEEK_NAMED = '(?:week|săptămâna|saptamana|semana|settimana|semaine|woche|ssw|nedelja|недел[яи]|tjedan|teden|sedmica|седмица|εβδομάδα|εβδομαδα)';
const WEEK_IN = '(?:nedelji|недел[еи]|tjednu|tednu|sedmici|седмица|săptămâna|saptamana)';
/** "Tô com 38 semanas", "estoy de 32 semanas", "sono a 30 settimane", "je suis à 34 semaines": being so far along, not a count of weeks. */
const AT_WEEKS = '(?:com|estoy\\s+de|estou\\s+de|sono\\s+a|sono\\s+alla|suis\\s+à|suis\\s+a)';
const GESTATION_WEEK = new RegExp(
  [
    `(?<![\\d.,])(?:${WEEKS})(?:\\.|\\s?-?(?:th|ta|та|ой|й|η|ª|º|ème|eme|a))\\s*${WEEK_ANY_FORM}(?!\\p{L})`,
    `(?<!\\p{L})${WEEK_NAMED}\\s+(?:${WEEKS})(?![\\d.,]*\\d)`,
    `(?<!\\p{L})(?:на|в|во|u|v|na|în|in)\\s+(?:${WEEKS})\\s+${WEEK_IN}(?!\\p{L})`,
    `(?<!\\p{L})${AT_WEEKS}\\s+(?:${WEEKS})\\s+(?:semanas|settimane|semaines)(?!\\p{L})`,
    // A message or sentence that opens with the week it is at: "37 weeks and this headache won't shift", "34+2 wks, ..."
    `(?:^|[.!?]\\s+)(?:${WEEKS})(?:\\+[0-6])?\\s?(?:weeks?|wks?)(?=\\s*(?:[,&+]|and\\s|with\\s|now\\s|today\\s))`,
  ].join('|'),
  'giu',
);
const PREGNANCY_WORD = 'gestationweekpregnancy';

/**
 * "Suicide headache" is a name of cluster headache ("samoubilačka glavobolja", "cefalea suicida",
 * "自杀性头痛"): a crisis word right beside a headache word, in the same clause, names the
 * headache and is no crisis. Anything between them ("headache and suicidal thoughts") keeps it.
 */
function withoutHeadacheNames(occurrences: Occurrence[], tokens: WordToken[], cjkText: string): Occurrence[] {
  const headaches = occurrences.filter((occurrence) => occurrence.concept === 'head_pain');
  const clause = (at: number) => tokens[at]?.clause;
  const besideHeadache = (crisis: Occurrence) =>
    headaches.some((headache) => {
      if (headache.isCjk !== crisis.isCjk) return false;
      const gap = Math.max(headache.from - crisis.to, crisis.from - headache.to);
      if (crisis.isCjk) return crisis.to < headache.from && CJK_NAME_LINK.test(cjkText.slice(crisis.to + 1, headache.from));
      return gap <= 1 && clause(crisis.from) === clause(headache.from) && tokens[crisis.from]?.sentence === tokens[headache.from]?.sentence;
    });
  return occurrences.filter((occurrence) => occurrence.concept !== 'self_harm' || !besideHeadache(occurrence));
}
/** "自杀性头痛", "自殺頭痛": nothing or a character that makes a name ("性", "の") stands between the crisis word and the headache. */
const CJK_NAME_LINK = /^[性の型]?$/u;

/** Thoughts of suicide are read as written, also in a supposed case or beside a film ("if I ever feel like ending it..."). */
const READ_IN_ANY_CASE = new Set<LexiconConcept>(['self_harm', 'self_harm_means', 'self_harm_thought', 'hypothetical', 'media_question']);

/** A sentence of at most this many words right after a question about a film or a crossword is its follow-up ("Fainting, does it fit?"). */
const MAX_FOLLOW_UP_WORDS = 3;

/**
 * The sentences that tell of now ("... that I have had since this morning", "today it hit me just
 * like that"): the writer's own case, whatever cue of a supposed one they hold. A word of sudden
 * onset that some lexicon also lists as a time ("brusc") tells how, not when, as in distant-past.ts:
 * "dacă aș avea vreodată o durere de cap brusc foarte puternică" is still supposed.
 */
const sentencesTellingOfNow = (occurrences: Occurrence[]): Set<number> => {
  const sudden = occurrences.filter((occurrence) => occurrence.concept === 'sudden_onset');
  const isSuddenWord = (time: Occurrence) => sudden.some((onset) => onset.isCjk === time.isCjk && onset.from <= time.to && time.from <= onset.to);
  return new Set(occurrences.filter((occurrence) => occurrence.concept === 'acute_time' && !isSuddenWord(occurrence)).map((occurrence) => occurrence.sentence));
};

/** The sentences `asideCases` sets aside, for the English patterns of red-flags.ts (a supposed case's whole sentence). */
function asideSentencesOf(occurrences: Occurrence[], tokens: WordToken[]): Set<number> {
  const sentences = new Set<number>();
  const wordsIn = (sentence: number) => tokens.filter((token) => token.sentence === sentence).length;
  const tellsOfNow = sentencesTellingOfNow(occurrences);
  for (const cue of occurrences) {
    if (cue.concept !== 'hypothetical' && cue.concept !== 'media_question') continue;
    if (cue.concept === 'hypothetical' && tellsOfNow.has(cue.sentence)) continue;
    sentences.add(cue.sentence);
    if (cue.concept === 'media_question' && !cue.isCjk && wordsIn(cue.sentence + 1) > 0 && wordsIn(cue.sentence + 1) <= MAX_FOLLOW_UP_WORDS)
      sentences.add(cue.sentence + 1);
  }
  return sentences;
}

/**
 * Whether an occurrence tells of no one's health now: it follows a cue of a supposed case in its
 * sentence ("Ako nam dedo nekad ode iz kuće i ne možemo ga naći, koliko da čekamo?"), or its
 * sentence asks about a film, a series, a crossword or a translation ("in which episode of House
 * does the patient suddenly go blind?", "「くも膜下出血」って英語で何て言いますか"), or is a
 * few words that follow such a question ("... 8 letters. Fainting, does it fit?").
 */
function asideCases(occurrences: Occurrence[], tokens: WordToken[]): (occurrence: Occurrence) => boolean {
  const tellsOfNow = sentencesTellingOfNow(occurrences);
  const supposed = occurrences.filter((occurrence) => occurrence.concept === 'hypothetical' && !tellsOfNow.has(occurrence.sentence));
  const media = occurrences.filter((occurrence) => occurrence.concept === 'media_question');
  const wordsIn = (sentence: number) => tokens.filter((token) => token.sentence === sentence).length;
  const isAboutMedia = (cue: Occurrence, occurrence: Occurrence) =>
    cue.sentence === occurrence.sentence || (!cue.isCjk && occurrence.sentence === cue.sentence + 1 && wordsIn(occurrence.sentence) <= MAX_FOLLOW_UP_WORDS);
  return (occurrence) =>
    !READ_IN_ANY_CASE.has(occurrence.concept) &&
    (supposed.some((cue) => cue.isCjk === occurrence.isCjk && cue.sentence === occurrence.sentence && cue.from <= occurrence.from) ||
      media.some((cue) => cue.isCjk === occurrence.isCjk && isAboutMedia(cue, occurrence)));
}

/** Below this many words left, retrieval reads the whole message: too little would be left to find what is asked. */
const MIN_RETRIEVAL_WORDS = 3;
const MIN_CJK_RETRIEVAL_CHARACTERS = 6;

/** The sentences of a message, numbered as `wordTokens` numbers them, for patterns that read the raw text. */
export function messageSentences(message: string): string[] {
  return message.normalize('NFKC').split(SENTENCE_END);
}

/**
 * Finds the lexicon's concepts in a message written in any chat language, whatever the profile
 * says: every language's terms are tried, because people write in the language they think in.
 * Concept terms and the cues of negation, age and time share one index, so a message is read
 * once whatever the number of lists.
 */
export class ConceptMatcher {
  private readonly words = new WordTermIndex();
  /** Cyrillic and Greek terms by their Latin keys, for messages typed in Latin letters. */
  private readonly latinTyped: Record<TypedScript, WordTermIndex> = { cyrillic: new WordTermIndex(), greek: new WordTermIndex() };
  private readonly cjkConcepts: CjkTerm[] = [];
  /** The indexes in `cjkConcepts` of the terms that begin with each character (UTF-16 unit), so a message is searched only for the terms it may hold. */
  private readonly cjkByFirstUnit = new Map<string, number[]>();
  private readonly cjkNegationsBefore = new Map<ChatLanguage, string[]>();
  private readonly cjkNegationsAfter = new Map<ChatLanguage, string[]>();
  private readonly statedAge: StatedAge;
  private readonly distantPast: DistantPast;
  private readonly someoneElses: SomeoneElsesDiagnoses;

  /**
   * @param knownWords normal-form words of the chat languages (the knowledge base, its
   * translations, function words): a word the languages know is not taken for a typo of a term.
   */
  constructor(
    lexicons: Lexicon[],
    private readonly knownWords: ReadonlySet<string> = new Set(),
  ) {
    this.addWords('fever', 'English', `=${FEVER_WORD}`);
    this.addWords('pregnant', 'English', `=${PREGNANCY_WORD}`);
    this.statedAge = new StatedAge(lexicons);
    this.distantPast = new DistantPast(lexicons);
    this.someoneElses = new SomeoneElsesDiagnoses(lexicons);
    for (const lexicon of lexicons) {
      const { language } = lexicon;
      const negationWords = new Set([...lexicon.negation_before, ...lexicon.negation_after].flatMap((cue) => compileWords(cue).map((word) => word.text)));
      for (const concept of LEXICON_CONCEPTS) {
        for (const term of lexicon.concepts[concept]) {
          if (hasCjk(term)) this.addCjkTerm({ concept, language, source: term, text: normalizeText(term).replace(/\s+/g, '') });
          else this.addWords(concept, language, term, negationWords, true);
          const script = typedScriptOf(term);
          if (script) this.addLatinTyping(script, concept, language, term, negationWords);
        }
      }
      for (const list of CUE_LISTS) {
        for (const term of lexicon[list]) {
          const script = typedScriptOf(term);
          if (script) this.addLatinTyping(script, list, language, term, negationWords);
          if (!hasCjk(term)) this.addWords(list, language, term);
          else if (list === 'negation_before') push(this.cjkNegationsBefore, language, normalizeText(term).replace(/\s+/g, ''));
          else if (list === 'negation_after') push(this.cjkNegationsAfter, language, normalizeText(term));
        }
      }
    }
  }

  private addCjkTerm(term: CjkTerm): void {
    push(this.cjkByFirstUnit, term.text.charAt(0), this.cjkConcepts.length);
    this.cjkConcepts.push(term);
  }

  private addWords(concept: string, language: ChatLanguage, term: string, negationWords?: ReadonlySet<string>, isConcept = false): void {
    const words = compileWords(term, { negations: negationWords, functionWords: STOP_WORDS });
    if (words.length === 0) return;
    // A term of two or more content words may stand in another order, unless its order is its sense.
    const contentWords = words.filter((word) => !word.isFunctionWord).length;
    const mayReorder = isConcept && contentWords >= 2 && !ORDER_IS_SENSE.has(concept) && !words.some((word) => word.isNextWord);
    this.words.add({
      concept,
      language,
      source: term,
      words,
      staysInClause: words.some((word) => word.isNegation),
      reorderAnchor: mayReorder ? longestWord(words) : null,
    });
  }

  private addLatinTyping(script: TypedScript, concept: string, language: ChatLanguage, term: string, negationWords: ReadonlySet<string>): void {
    const key = TERM_KEY[script];
    const words = compileWords(term, { negations: negationWords }).map((word) => {
      const text = key(word.text);
      return { ...word, text, beginning: word.mode === 'infix' ? '' : text.length < 3 ? `=${text}` : text.slice(0, word.isFuzzy ? 2 : 3) };
    });
    this.latinTyped[script].add({
      concept,
      language,
      source: `${term} (typed in Latin)`,
      words,
      staysInClause: words.some((word) => word.isNegation),
      reorderAnchor: null,
    });
  }

  /** Matches of Cyrillic and Greek terms in the words a message typed in Latin letters, when it is typed so. */
  private latinTypedMatches(tokens: WordToken[], originalTokens: () => BaseWordToken[]): [WordTerm, number[]][] {
    if (
      !mayBeLatinTyped(
        tokens.map((token) => token.text),
        LATIN_FUNCTION_WORDS,
      )
    )
      return [];
    const original = originalTokens();
    if (original.length !== tokens.length) return [];
    const isLatin = original.map((token) => LATIN_LETTER.test(token.text));
    const latinWords = tokens.filter((_token, at) => isLatin[at]).map((token) => token.text);
    const found: [WordTerm, number[]][] = [];
    for (const script of latinTypedScripts(latinWords, LATIN_FUNCTION_WORDS)) {
      const key = TYPED_KEY[script];
      const keyed = tokens.map((token, at) => ({
        text: isLatin[at] ? key(token.text) : '',
        sentence: token.sentence,
        clause: token.clause,
        isKnownWord: token.isKnownWord,
      }));
      found.push(...this.latinTyped[script].matches(keyed));
    }
    return found;
  }

  find(written: string): ConceptFindings {
    const message = written.replace(BODY_TEMPERATURE, ` ${FEVER_WORD} `).replace(GESTATION_WEEK, ` ${PREGNANCY_WORD} `);
    const clauseOf = clauseNumbers(message);
    const tokens: WordToken[] = wordTokens(message).map((token, index) => new MessageWord(token.text, token.sentence, clauseOf[index] ?? 0, this.knownWords));
    const text = hasCjk(message) ? normalizeText(message) : '';
    // The words in the message's own letters, read at most once, and only when needed.
    let original: BaseWordToken[] | undefined;
    const originalTokens = () => (original ??= originalWordTokens(message));
    const matches: [WordTerm, number[]][] = [];
    const cues = new Map<CueList, [WordTerm, number[]][]>(CUE_LISTS.map((list) => [list, []]));
    for (const match of [...this.words.matches(tokens), ...this.latinTypedMatches(tokens, originalTokens)]) {
      const label = match[0].concept;
      if (isCueList(label)) cues.get(label)?.push(match);
      else matches.push(match);
    }
    const spansOf = (list: CueList): WordSpan[] => (cues.get(list) ?? []).map(([, positions]) => ({ from: positions[0] ?? -1, to: positions.at(-1) ?? -1 }));

    const denied: Denied = { words: new Set(), characters: new Set() };
    const found = withoutFiguresOfSpeech(
      withoutHeadacheNames(
        [...this.wordOccurrences(tokens, matches, cues, denied), ...this.cjkOccurrences(text, denied), ...longingFigures(text)],
        tokens,
        text,
      ),
    );
    // "since" is a short word in most languages and another word in others (Romanian "de" is
    // Portuguese and French "of", English "the"...): a cue of something still going on counts
    // in the language of a distant-past cue or in the message's own.
    const timeLanguages = new Set([
      ...mainLanguagesOf(matches),
      ...found.filter((occurrence) => occurrence.concept === 'distant_past').map((occurrence) => occurrence.language),
    ]);
    const ongoingSpansOf = (list: CueList) =>
      (cues.get(list) ?? [])
        .filter(([term]) => timeLanguages.has(term.language))
        .map(([term, positions]) => ({
          from: positions[0] ?? -1,
          to: positions.at(-1) ?? -1,
          isShort: term.words.length === 1 && (term.words[0]?.text.length ?? 0) <= 3,
        }));
    const history = this.distantPast.history(found, tokens, text, {
      ongoingBefore: ongoingSpansOf('ongoing_before'),
      ongoingAfter: ongoingSpansOf('ongoing_after'),
      now: spansOf('now_cues'),
    });
    const { occurrences, pastSentences } = history;
    const isAside = asideCases(occurrences, tokens);

    const evidence = [...history.evidence];
    const concepts = new Map<LexiconConcept, Set<ChatLanguage>>();
    const currentConcepts = new Set<LexiconConcept>();
    const foundConcepts = new Set<LexiconConcept>();
    const sentencesOf = new Map<LexiconConcept, Set<number>>();
    for (const occurrence of occurrences) {
      const isPast = history.isPast(occurrence);
      const isSetAside = isAside(occurrence);
      concepts.set(occurrence.concept, (concepts.get(occurrence.concept) ?? new Set()).add(occurrence.language));
      if (!isSetAside) foundConcepts.add(occurrence.concept);
      if (!isSetAside) sentencesOf.set(occurrence.concept, (sentencesOf.get(occurrence.concept) ?? new Set()).add(occurrence.sentence));
      if ((!isPast && !isSetAside) || TIME_CONCEPTS.has(occurrence.concept)) currentConcepts.add(occurrence.concept);
      const line = `${occurrence.concept} ${occurrence.language}: ${occurrence.source}${isPast ? ' (past)' : ''}${isSetAside ? ' (aside)' : ''}`;
      if (!occurrence.isCjk || !evidence.includes(line)) evidence.push(line);
    }
    const ageCues = {
      endsBefore: new Set(spansOf('age_before').map((span) => span.to)),
      startsAfter: new Set(spansOf('age_after').map((span) => span.from)),
      startsNotAge: new Set(spansOf('not_age_after').map((span) => span.from)),
    };
    const retrievalText = retrievalTextOf(written, originalTokens, tokens, text, denied, pastSentences);
    const childAges = [this.statedAge.youngestChildAge(tokens, ageCues, history.timeSpans, pastSentences), childAgeInParentheses(message)].filter(
      (age): age is number => age !== null,
    );
    return {
      concepts,
      othersConcepts: this.someoneElses.find(occurrences, tokens, text, { others: spansOf('others'), relatives: spansOf('relatives') }),
      asideConcepts: new Set([...concepts.keys()].filter((concept) => !foundConcepts.has(concept))),
      pastConcepts: new Set([...concepts.keys()].filter((concept) => !currentConcepts.has(concept))),
      pastSentences,
      asideSentences: asideSentencesOf(occurrences, tokens),
      isAged50OrOver: this.statedAge.isAged50OrOver(tokens, ageCues) || hasAgeInParentheses(message),
      isChild: childAges.length > 0,
      childAge: childAges.length > 0 ? Math.min(...childAges) : null,
      sentencesOf,
      wordCount: tokens.length,
      evidence,
      retrievalText,
      contextText: pastSentences.size === 0 ? retrievalText : retrievalTextOf(written, originalTokens, tokens, text, denied, new Set()),
    };
  }

  // A negation cue counts for a concept that starts within a few words after it, or that ends
  // just before a cue that follows it, unless the cue is itself a word of a concept's phrase
  // ("can't move", "ne prepoznaje", "no siento"). A cue between the words of a phrase negates
  // it ("capul nu mă doare"). A cue counts for the terms of its own language, and for every
  // term when it belongs to the message's main language (the one whose terms cover most of
  // its words): "No temperature" negates the "temperatur" that Slavic lexicons share with
  // English, while Spanish "sin" (without) does not negate "sin ima temperaturu" (the son has a fever).
  private wordOccurrences(tokens: WordToken[], matches: [WordTerm, number[]][], cues: Map<CueList, [WordTerm, number[]][]>, denied: Denied): Occurrence[] {
    const phraseWords = new Set(matches.flatMap(([, positions]) => positions));
    const mainLanguages = mainLanguagesOf(matches);
    const cuesOf = (list: CueList, at: (positions: number[]) => number | undefined) =>
      (cues.get(list) ?? []).map(([term, positions]) => ({ language: term.language, at: at(positions) ?? -1 })).filter((cue) => !phraseWords.has(cue.at));
    const cuesBefore = cuesOf('negation_before', (positions) => positions.at(-1));
    const cuesAfter = cuesOf('negation_after', (positions) => positions[0]);
    const sameSentence = (a: number, b: number) => tokens[a]?.sentence === tokens[b]?.sentence;
    const occurrences: Occurrence[] = [];
    const negatedSpans: { concept: string; from: number; to: number }[] = [];
    for (const [term, positions] of matches) {
      const start = positions[0] ?? 0;
      const end = positions.at(-1) ?? start;
      const applies = (cue: { language: ChatLanguage }) => cue.language === term.language || mainLanguages.has(cue.language);
      const [windowBefore, windowAfter] = NEGATED_ONLY_RIGHT_BEFORE.has(term.concept) ? [1, 0] : [NEGATION_WINDOW_WORDS, NEGATION_AFTER_WINDOW_WORDS];
      const negation =
        cuesBefore.find((cue) => applies(cue) && cue.at < end && start - cue.at <= windowBefore && sameSentence(cue.at, start)) ??
        // ...and one after it stays in its clause: in "total verwirrt, ich hab nicht mehr verstanden" the "nicht" is the next clause's.
        cuesAfter.find(
          (cue) => applies(cue) && cue.at > end && cue.at - end <= windowAfter && sameSentence(cue.at, end) && tokens[cue.at]?.clause === tokens[end]?.clause,
        );
      if (negation) {
        for (let at = Math.min(start, negation.at); at <= Math.max(end, negation.at); at += 1) denied.words.add(at);
        negatedSpans.push({ concept: term.concept, from: start, to: end });
        continue;
      }
      const concept = term.concept as LexiconConcept;
      occurrences.push({ concept, language: term.language, source: term.source, sentence: tokens[start]?.sentence ?? 0, from: start, to: end, isCjk: false });
    }
    // A shorter term inside a negated one is negated with it: in "nu e cea mai rea durere din viață"
    // the negation stands before "cea mai rea durere", not within three words of "durere din viață".
    return occurrences.filter(
      (occurrence) => !negatedSpans.some((span) => span.concept === occurrence.concept && span.from <= occurrence.from && occurrence.to <= span.to),
    );
  }

  private cjkOccurrences(text: string, denied: Denied): Occurrence[] {
    if (!text) return [];
    const sentenceAt = sentenceNumbers(text);
    const occurrences: Occurrence[] = [];
    const starting = new Set<number>();
    const units = new Set<string>();
    for (let at = 0; at < text.length; at += 1) units.add(text.charAt(at));
    for (const unit of units) for (const index of this.cjkByFirstUnit.get(unit) ?? []) starting.add(index);
    // In the lexicons' order, as if every term were searched for.
    for (const index of [...starting].sort((a, b) => a - b)) {
      const term = this.cjkConcepts[index];
      if (!term) continue;
      for (let at = text.indexOf(term.text); at >= 0; at = text.indexOf(term.text, at + 1)) {
        if (this.isCjkNegated(text, at, term)) {
          for (let character = at; character < at + term.text.length; character += 1) denied.characters.add(character);
          continue;
        }
        const concept = term.concept as LexiconConcept;
        occurrences.push({
          concept,
          language: term.language,
          source: term.source,
          sentence: sentenceAt(at),
          from: at,
          to: at + term.text.length - 1,
          isCjk: true,
        });
      }
    }
    return occurrences;
  }

  // Chinese and Japanese share characters (突然, 頭痛): a term of one found in a message of the
  // other is negated by the message's own cues too ("没有突然变糊涂" negates Japanese 突然). A
  // message with kana is Japanese, one without is Chinese.
  private isCjkNegated(text: string, at: number, term: CjkTerm): boolean {
    const before = clauseTail(text.slice(Math.max(0, at - NEGATION_WINDOW_BEFORE_CJK), at));
    const after = clauseHead(text.slice(at + term.text.length, at + term.text.length + NEGATION_WINDOW_AFTER_CJK));
    const messageLanguage: ChatLanguage = KANA.test(text) ? 'Japanese' : 'Chinese';
    const languages = new Set<ChatLanguage>([term.language, messageLanguage]);
    return [...languages].some(
      (language) =>
        (this.cjkNegationsBefore.get(language) ?? []).some((cue) => before.includes(cue)) ||
        (this.cjkNegationsAfter.get(language) ?? []).some((cue) => after.includes(cue)),
    );
  }
}

/**
 * A word of the message being read. Whether it is a known word is asked only of a word that
 * might be a typo of a long stem, so it is looked up then, not for every word of every message.
 */
class MessageWord implements WordToken {
  private isKnown: boolean | undefined;

  constructor(
    readonly text: string,
    readonly sentence: number,
    readonly clause: number,
    private readonly knownWords: ReadonlySet<string>,
  ) {}

  get isKnownWord(): boolean {
    this.isKnown ??= this.knownWords.has(this.text);
    return this.isKnown;
  }
}

/**
 * An age of 50 or more written in parentheses after a person, as carers write it in every
 * language: "Svekrva (84), demencija", "Dedek (88, demenca)", "Mož (68)".
 */
const AGE_IN_PARENTHESES = /[(（]\s*(\d{2,3})\s*(?=[,，)）]|\p{L})/gu;
function hasAgeInParentheses(message: string): boolean {
  return [...message.matchAll(AGE_IN_PARENTHESES)].some((match) => {
    const age = Number(match[1]);
    return age >= 50 && age <= 110;
  });
}

/** A child's age alone in parentheses after a word: "Sin (8) se budi noću", "Hči (7, ...)"; not "(3 days)". */
const CHILD_AGE_IN_PARENTHESES = /\p{L}\s*[(（]\s*(\d{1,2})\s*(?=[,，)）])/gu;
function childAgeInParentheses(message: string): number | null {
  const ages = [...message.matchAll(CHILD_AGE_IN_PARENTHESES)].map((match) => Number(match[1])).filter((age) => age >= 1 && age < 16);
  return ages.length === 0 ? null : Math.min(...ages);
}

/** What a message denies: its words (as `wordTokens` numbers them) or, in Chinese and Japanese, characters of its normal form. */
interface Denied {
  words: Set<number>;
  characters: Set<number>;
}

/** `ConceptFindings.retrievalText`: the message's words or characters less what it denies and its distant-past sentences. */
function retrievalTextOf(
  written: string,
  originalTokens: () => BaseWordToken[],
  tokens: WordToken[],
  cjkText: string,
  denied: Denied,
  pastSentences: ReadonlySet<number>,
): string {
  if (denied.words.size === 0 && denied.characters.size === 0 && pastSentences.size === 0) return written;
  if (cjkText) {
    const sentenceAt = sentenceNumbers(cjkText);
    const kept = cjkText
      .split('')
      .map((character, at) => (denied.characters.has(at) || pastSentences.has(sentenceAt(at)) ? ' ' : character))
      .join('');
    return wordTokens(kept).length < MIN_RETRIEVAL_WORDS && kept.replace(/\s/g, '').length < MIN_CJK_RETRIEVAL_CHARACTERS ? written : kept;
  }
  const original = originalTokens();
  const words = original.length === tokens.length ? original : tokens;
  const kept = words.filter((token, at) => !denied.words.has(at) && !pastSentences.has(token.sentence));
  if (kept.length < MIN_RETRIEVAL_WORDS) return written;
  return kept.map((token, at) => (at > 0 && kept[at - 1]?.sentence !== token.sentence ? `. ${token.text}` : token.text)).join(' ');
}

/** The clause of each word of `wordTokens(message)`: words are never split by a comma, so each comma-separated piece holds whole words. */
function clauseNumbers(message: string): number[] {
  if (!CLAUSE_END.test(message)) return [];
  return message.split(CLAUSE_END).flatMap((piece, clause) => new Array<number>(wordCount(piece)).fill(clause));
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
