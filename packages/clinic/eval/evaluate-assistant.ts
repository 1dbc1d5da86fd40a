import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { AgentIdSchema } from '@cephalo/shared/agents';
import { UrgencySchema } from '@cephalo/shared/chat';
import { CHAT_LANGUAGES, ChatLanguageSchema, type ChatLanguage } from '@cephalo/shared/chat-languages';
import { composeBuiltInAnswer } from '../src/assistant/compose-built-in-answer';
import { EMERGENCY_ENTRIES } from '../src/assistant/entries-for-red-flags';
import { prepareQuestion } from '../src/assistant/prepare-question';
import { splitIntoSentences } from '../src/assistant/rank-sentences';
import { DIARY_INTENTS } from '../src/assistant/route-intent';
import type { KnowledgeIndex } from '../src/knowledge/knowledge-index';
import { loadKnowledgeIndex } from '../src/knowledge/load-knowledge-index';
import { normalizeText } from '../src/language/normalize-text';
import { defaultConceptMatcher } from '../src/lexicon/default-concept-matcher';
import { alertParagraph } from '../src/triage/urgency';
import { answerWords, letterShareInLanguage } from './answer-language-share';

/** The first English set (written with the entries and tuned on: part of the tuning set). */
export const EVAL_SET_PATH = path.resolve(import.meta.dirname, 'assistant-eval.json');
/** One file per chat language; items marked heldOut were never used to tune lexicons or indexes. */
export const MULTILINGUAL_EVAL_FOLDER = path.resolve(import.meta.dirname, 'multilingual');
/**
 * The answer-quality set of issue 32: tuning-<Language>.json (written with the lexicons) and
 * held-out-<Language>.json (written by someone who saw neither the lexicons nor the passages).
 */
export const ANSWER_EVAL_FOLDER = path.resolve(import.meta.dirname, 'answers');

const EvalItemSchema = z.object({
  id: z.string(),
  language: ChatLanguageSchema.default('English'),
  agent: AgentIdSchema,
  kind: z.enum(['question', 'red-flag', 'ordinary', 'off-topic']),
  message: z.string().min(1),
  expected: z.array(z.string()),
  redFlag: z.string().optional(),
  /** The level of care the red flag needs (red-flag items of the answer set). */
  urgency: UrgencySchema.optional(),
  /** One of these must stand in the answer's first two sentences (questions of the answer set). */
  keyFacts: z.array(z.string().min(1)).optional(),
  /** What makes a harmless message look alarming: negation, past or third-party. */
  tags: z.array(z.string()).optional(),
  heldOut: z.boolean().default(false),
  /** A reviewer's English gloss of a message in another language. */
  english: z.string().optional(),
  /** Which set it belongs to: the retrieval sets of issue 9, or the answer set of issue 32 (answers/). */
  set: z.enum(['retrieval', 'answers']).default('retrieval'),
});
export type EvalItem = z.infer<typeof EvalItemSchema>;

const jsonFiles = (folder: string) =>
  fs.existsSync(folder)
    ? fs
        .readdirSync(folder)
        .filter((name) => name.endsWith('.json'))
        .sort()
        .map((name) => path.join(folder, name))
    : [];

export function loadEvalSet(): EvalItem[] {
  const read = (file: string, set: EvalItem['set']) =>
    z.array(EvalItemSchema).parse((JSON.parse(fs.readFileSync(file, 'utf8')) as object[]).map((item) => ({ ...item, set })));
  return [
    ...[EVAL_SET_PATH, ...jsonFiles(MULTILINGUAL_EVAL_FOLDER)].flatMap((file) => read(file, 'retrieval')),
    ...jsonFiles(ANSWER_EVAL_FOLDER).flatMap((file) => read(file, 'answers')),
  ];
}

export interface Figures {
  items: number;
  redFlagRecall: number;
  redFlagItems: number;
  /** Red flags given their expected level of urgency (items that name one). */
  urgencyCorrect: number;
  urgencyItems: number;
  falseAlarmRate: number;
  falseAlarmItems: number;
  /** Harmless messages answered from an emergency red flag's entry. */
  emergencyEntryRate: number;
  harmlessItems: number;
  hitAt1: number;
  hitAt3: number;
  retrievalItems: number;
  /** Questions whose answer states a key fact in its first two sentences. */
  keyFactRate: number;
  keyFactItems: number;
  offTopicRejection: number;
  offTopicItems: number;
  /** Share of non-English answers with at least 90 % of their letters in the chat language, and the mean share. */
  inLanguage: number;
  meanLanguageShare: number;
  inLanguageItems: number;
  /** General questions answered from the asker's diary instead. */
  diaryInsteadOfAnswer: number;
  medianWords: number;
  answerableRejected: number;
  misses: string[];
}

export interface AssistantEvaluation {
  /** Everything that may be tuned on: the first English set and the non-held-out items. */
  tuning: Figures;
  /** The tuning part's gate per language: red-flag recall over all its items, hit@3 over the retrieval sets of issue 9. */
  gateByLanguage: Map<ChatLanguage, { redFlagRecall: number; hitAt3: number; misses: string[] }>;
  heldOut: Figures;
  tuningByLanguage: Map<ChatLanguage, Figures>;
  heldOutByLanguage: Map<ChatLanguage, Figures>;
}

const LANGUAGE_SHARE_TARGET = 0.9;

/**
 * Whether a harmless message was answered from an emergency red flag's entry that it did not ask
 * about. "What is the difference between delirium and dementia?" is harmless and its answer is
 * the delirium entry, which is an emergency entry too: that is the right answer, not an alarm.
 */
export function isEmergencyEntryMisused(firstEntry: string | undefined, expected: readonly string[]): boolean {
  return firstEntry !== undefined && EMERGENCY_ENTRIES.has(firstEntry) && !expected.includes(firstEntry);
}

/**
 * Whether a text (in normal form) states a key fact: a fact of four or more letters anywhere
 * (a stem such as "triptan" or "umab"), a shorter one ("10", "tri") only as a whole word, so
 * that "2" is not found in "12".
 */
export function statesFact(text: string, fact: string): boolean {
  const wanted = normalizeText(fact).trim();
  if (wanted.length >= 4 || /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(wanted)) return text.includes(wanted);
  // A short fact ("15", "2") is a word of its own: not part of a longer number or word. Chinese and
  // Japanese write numbers against their characters ("400至600", "30分"), which are no word of it.
  return new RegExp(
    `(^|[^\\p{N}\\p{Script=Latin}\\p{Script=Cyrillic}\\p{Script=Greek}])${wanted.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{N}\\p{Script=Latin}\\p{Script=Cyrillic}\\p{Script=Greek}])`,
    'u',
  ).test(text);
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length === 0 ? 0 : sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

/** Runs the server's preparation (intent, triage, retrieval) and the built-in answer over some items. */
export function scoreItems(items: EvalItem[], index: KnowledgeIndex): Figures {
  const concepts = defaultConceptMatcher();
  const misses: string[] = [];
  const count = {
    flagged: 0,
    redFlags: 0,
    urgencyRight: 0,
    urgencyItems: 0,
    falseAlarms: 0,
    notRedFlag: 0,
    emergencyEntry: 0,
    harmless: 0,
    hits1: 0,
    hits3: 0,
    retrieval: 0,
    keyFacts: 0,
    keyFactItems: 0,
    offTopicRejected: 0,
    offTopic: 0,
    inLanguage: 0,
    answered: 0,
    diaryInstead: 0,
    answerableRejected: 0,
  };
  const shares: number[] = [];
  const words: number[] = [];
  for (const item of items) {
    const prepared = prepareQuestion({ index, concepts, message: item.message, agent: item.agent, language: item.language });
    const { redFlags, entries, intent } = prepared;
    const label = `${item.id}: "${item.message}"${item.english ? ` (${item.english})` : ''}`;
    const isDiaryAnswer = DIARY_INTENTS.includes(intent);
    const paragraphs = isDiaryAnswer
      ? []
      : composeBuiltInAnswer({
          language: item.language,
          intent,
          entries,
          question: item.message,
          translationOf: (entry) => index.translation(entry.id, item.language),
          hasRedFlag: prepared.alert !== null,
        });
    const body = paragraphs.join('\n\n');
    const answer = [prepared.alert ? alertParagraph(prepared.alert) : null, body].filter(Boolean).join('\n\n');
    if (!isDiaryAnswer) words.push(answerWords(answer));

    if (item.kind === 'red-flag') {
      count.redFlags += 1;
      if (redFlags.length > 0) count.flagged += 1;
      else misses.push(`red flag missed ${item.redFlag ?? '?'} ${label} {${concepts.find(item.message).evidence.join(' | ')}}`);
      if (item.urgency) {
        count.urgencyItems += 1;
        if (prepared.alert?.urgency === item.urgency) count.urgencyRight += 1;
        else if (redFlags.length > 0) misses.push(`urgency ${prepared.alert?.urgency ?? 'none'} instead of ${item.urgency} [${redFlags.join(', ')}] ${label}`);
      }
    } else {
      count.notRedFlag += 1;
      if (redFlags.length > 0) {
        count.falseAlarms += 1;
        misses.push(`false alarm [${redFlags.join(', ')}] ${label} {${concepts.find(item.message).evidence.join(' | ')}}`);
      }
    }
    if (item.kind === 'ordinary') {
      count.harmless += 1;
      const first = entries[0]?.id;
      if (isEmergencyEntryMisused(first, item.expected)) {
        count.emergencyEntry += 1;
        misses.push(`harmless answered from emergency entry ${first} ${label}`);
      }
    }
    if (item.kind === 'question' || item.kind === 'ordinary') {
      if (isDiaryAnswer && item.kind === 'question') {
        count.diaryInstead += 1;
        misses.push(`diary ${intent} instead of an answer ${label}`);
      }
      if (item.expected.length > 0) {
        count.retrieval += 1;
        const ids = entries.map((entry) => entry.id);
        if (ids[0] && item.expected.includes(ids[0])) count.hits1 += 1;
        if (item.expected.some((id) => ids.slice(0, 3).includes(id))) count.hits3 += 1;
        else misses.push(`retrieval ${label} expected ${item.expected.join('|')} got ${ids.join(', ') || 'nothing'}`);
        if (entries.length === 0) count.answerableRejected += 1;
      }
      if (item.keyFacts && item.keyFacts.length > 0) {
        count.keyFactItems += 1;
        const opening = normalizeText(splitIntoSentences(body.replace(/\n+/g, ' ')).slice(0, 2).join(' '));
        if (item.keyFacts.some((fact) => statesFact(opening, fact))) count.keyFacts += 1;
        else misses.push(`key fact ${item.keyFacts.join('|')} not in the first two sentences ${label}: "${opening.slice(0, 160)}"`);
      }
      if (item.language !== 'English' && entries.length > 0 && !isDiaryAnswer) {
        count.answered += 1;
        const share = letterShareInLanguage(answer, item.language);
        shares.push(share);
        if (share >= LANGUAGE_SHARE_TARGET) count.inLanguage += 1;
        else misses.push(`answer ${Math.round(share * 100)} % in ${item.language} ${item.id}: "${body.slice(0, 100)}"`);
      }
    }
    if (item.kind === 'off-topic') {
      count.offTopic += 1;
      if (entries.length === 0 && intent === 'question') count.offTopicRejected += 1;
      else misses.push(`off-topic answered ${label} -> ${entries.map((entry) => entry.id).join(', ') || intent}`);
    }
  }
  const ratio = (part: number, whole: number) => (whole === 0 ? 1 : part / whole);
  return {
    items: items.length,
    redFlagRecall: ratio(count.flagged, count.redFlags),
    redFlagItems: count.redFlags,
    urgencyCorrect: ratio(count.urgencyRight, count.urgencyItems),
    urgencyItems: count.urgencyItems,
    falseAlarmRate: count.notRedFlag === 0 ? 0 : count.falseAlarms / count.notRedFlag,
    falseAlarmItems: count.notRedFlag,
    emergencyEntryRate: count.harmless === 0 ? 0 : count.emergencyEntry / count.harmless,
    harmlessItems: count.harmless,
    hitAt1: ratio(count.hits1, count.retrieval),
    hitAt3: ratio(count.hits3, count.retrieval),
    retrievalItems: count.retrieval,
    keyFactRate: ratio(count.keyFacts, count.keyFactItems),
    keyFactItems: count.keyFactItems,
    offTopicRejection: ratio(count.offTopicRejected, count.offTopic),
    offTopicItems: count.offTopic,
    inLanguage: ratio(count.inLanguage, count.answered),
    meanLanguageShare: shares.length === 0 ? 1 : shares.reduce((sum, share) => sum + share, 0) / shares.length,
    inLanguageItems: count.answered,
    diaryInsteadOfAnswer: count.diaryInstead,
    medianWords: median(words),
    answerableRejected: count.answerableRejected,
    misses,
  };
}

export function evaluateAssistant(items = loadEvalSet(), index = loadKnowledgeIndex()): AssistantEvaluation {
  const byLanguage = (part: EvalItem[]) =>
    new Map(
      CHAT_LANGUAGES.map(
        (language) =>
          [
            language,
            scoreItems(
              part.filter((item) => item.language === language),
              index,
            ),
          ] as const,
      ),
    );
  const tuning = items.filter((item) => !item.heldOut);
  const heldOut = items.filter((item) => item.heldOut);
  const tuningByLanguage = byLanguage(tuning);
  const retrievalByLanguage = byLanguage(tuning.filter((item) => item.set === 'retrieval'));
  const gateByLanguage = new Map(
    CHAT_LANGUAGES.map((language) => {
      const all = tuningByLanguage.get(language);
      const retrieval = retrievalByLanguage.get(language);
      const gate = { redFlagRecall: all?.redFlagRecall ?? 1, hitAt3: retrieval?.hitAt3 ?? 1, misses: [...(all?.misses ?? [])] };
      return [language, gate] as [ChatLanguage, typeof gate];
    }),
  );
  return { tuning: scoreItems(tuning, index), heldOut: scoreItems(heldOut, index), tuningByLanguage, heldOutByLanguage: byLanguage(heldOut), gateByLanguage };
}

/** The targets of issues 9 and 32 (the latter measured on the held-out part). */
export const TARGETS = {
  hitAt3: 0.85,
  hitAt3English: 0.9,
  redFlagRecall: 1,
  falseAlarmRate: 0.05,
  heldOutFalseAlarmRate: 0.03,
  emergencyEntryRate: 0.05,
  hitAt1: 0.9,
  keyFactRate: 0.85,
  offTopicRejection: 0.95,
  inLanguage: 1,
  medianWords: 150,
} as const;

/**
 * Recall and hit@3 hold in every language; the false-alarm rate holds over all languages (16
 * harmless messages a language would make one false alarm 0.06, too few for a rate of its own).
 * Hit@3 is held on the retrieval sets of issue 9; the answer set of issue 32 reports its own.
 */
export function meetsLanguageTargets(figures: Pick<Figures, 'hitAt3' | 'redFlagRecall'>, language: ChatLanguage): boolean {
  return figures.hitAt3 >= (language === 'English' ? TARGETS.hitAt3English : TARGETS.hitAt3) && figures.redFlagRecall >= TARGETS.redFlagRecall;
}
