import fs from 'node:fs';
import path from 'node:path';
import { franc } from 'franc';
import { z } from 'zod';
import { AgentIdSchema } from '@cephalo/shared/agents';
import { CHAT_LANGUAGES, ChatLanguageSchema, type ChatLanguage } from '@cephalo/shared/chat-languages';
import { composeBuiltInAnswer } from '../src/assistant/compose-built-in-answer';
import { routeIntent } from '../src/assistant/route-intent';
import { findRelevantEntries } from '../src/assistant/select-relevant-entries';
import type { KnowledgeIndex } from '../src/knowledge/knowledge-index';
import { loadKnowledgeIndex } from '../src/knowledge/load-knowledge-index';
import { defaultConceptMatcher } from '../src/lexicon/default-concept-matcher';
import { detectRedFlags } from '../src/triage/red-flags';

/** The first English set (written with the entries and tuned on: part of the tuning set). */
export const EVAL_SET_PATH = path.resolve(import.meta.dirname, 'assistant-eval.json');
/** One file per chat language; items marked heldOut were never used to tune lexicons or indexes. */
export const MULTILINGUAL_EVAL_FOLDER = path.resolve(import.meta.dirname, 'multilingual');

const EvalItemSchema = z.object({
  id: z.string(),
  language: ChatLanguageSchema.default('English'),
  agent: AgentIdSchema,
  kind: z.enum(['question', 'red-flag', 'ordinary', 'off-topic']),
  message: z.string().min(1),
  expected: z.array(z.string()),
  redFlag: z.string().optional(),
  heldOut: z.boolean().default(false),
  /** A reviewer's English gloss of a message in another language. */
  english: z.string().optional(),
});
export type EvalItem = z.infer<typeof EvalItemSchema>;

export interface Figures {
  items: number;
  hitAt3: number;
  retrievalItems: number;
  redFlagRecall: number;
  redFlagItems: number;
  falseAlarmRate: number;
  falseAlarmItems: number;
  offTopicRejection: number;
  offTopicItems: number;
  /** Share of answered questions whose answer opens in the chat language (detected by franc). */
  inLanguage: number;
  inLanguageItems: number;
  /** Answerable messages wrongly treated as "nothing found". */
  answerableRejected: number;
  misses: string[];
}

export interface AssistantEvaluation {
  /** Everything that may be tuned on: the first English set and the non-held-out items. */
  tuning: Figures;
  heldOut: Figures;
  tuningByLanguage: Map<ChatLanguage, Figures>;
  heldOutByLanguage: Map<ChatLanguage, Figures>;
}

export function loadEvalSet(): EvalItem[] {
  const read = (file: string) => z.array(EvalItemSchema).parse(JSON.parse(fs.readFileSync(file, 'utf8')));
  const multilingual = fs
    .readdirSync(MULTILINGUAL_EVAL_FOLDER)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .flatMap((name) => read(path.join(MULTILINGUAL_EVAL_FOLDER, name)));
  return [...read(EVAL_SET_PATH), ...multilingual];
}

// franc's ISO 639-3 codes of the chat languages; Serbian, Croatian and Bosnian are one
// standard language in three names, so a detector cannot (and need not) tell them apart.
const FRANC_CODES: Record<ChatLanguage, string[]> = {
  English: ['eng'], Serbian: ['srp', 'hrv', 'bos'], Croatian: ['hrv', 'srp', 'bos'], Bosnian: ['bos', 'hrv', 'srp'], Slovenian: ['slv'],
  Macedonian: ['mkd'], Greek: ['ell'], Bulgarian: ['bul'], Romanian: ['ron'], Hungarian: ['hun'], Russian: ['rus'], Spanish: ['spa'],
  French: ['fra'], Deutsch: ['deu'], Italian: ['ita'], Portuguese: ['por'], Chinese: ['cmn'], Japanese: ['jpn'],
};
const ALL_CODES = [...new Set(Object.values(FRANC_CODES).flat())];

export function isInLanguage(text: string, language: ChatLanguage): boolean {
  return FRANC_CODES[language].includes(franc(text, { only: ALL_CODES, minLength: 3 }));
}

/** Runs triage, intent routing, retrieval and the built-in answer over some items, as the server does for a message. */
export function scoreItems(items: EvalItem[], index: KnowledgeIndex): Figures {
  const matcher = defaultConceptMatcher();
  const misses: string[] = [];
  const count = { hits: 0, retrieval: 0, flagged: 0, redFlags: 0, falseAlarms: 0, harmless: 0, offTopicRejected: 0, offTopic: 0, inLanguage: 0, answered: 0, answerableRejected: 0 };
  for (const item of items) {
    const findings = matcher.find(item.message);
    const flags = detectRedFlags(item.message, item.agent, findings);
    const intent = routeIntent(item.message, item.agent, findings);
    const relevant = findRelevantEntries(index, item.message, item.agent);
    const label = `${item.id}: "${item.message}"${item.english ? ` (${item.english})` : ''}`;
    if (item.kind === 'red-flag') {
      count.redFlags += 1;
      if (flags.length > 0) count.flagged += 1;
      else misses.push(`red flag missed ${item.redFlag ?? '?'} ${label} {${findings.evidence.join(' | ')}}`);
      continue;
    }
    count.harmless += 1;
    if (flags.length > 0) {
      count.falseAlarms += 1;
      misses.push(`false alarm [${flags.join(', ')}] ${label} {${findings.evidence.join(' | ')}}`);
    }
    if (item.expected.length > 0) {
      count.retrieval += 1;
      const top3 = relevant.slice(0, 3).map((entry) => entry.id);
      if (item.expected.some((id) => top3.includes(id))) count.hits += 1;
      else misses.push(`retrieval ${label} expected ${item.expected.join('|')} got ${top3.join(', ') || 'nothing'}`);
      if (relevant.length === 0) count.answerableRejected += 1;
    }
    if (item.kind === 'question' && relevant.length > 0) {
      count.answered += 1;
      const answer = composeBuiltInAnswer({ language: item.language, intent: 'question', entries: relevant, question: item.message, translationOf: (entry) => index.translation(entry.id, item.language) });
      if (isInLanguage(answer[1] ?? '', item.language)) count.inLanguage += 1;
      else misses.push(`answer not in ${item.language} ${item.id}: "${(answer[1] ?? '').slice(0, 80)}"`);
    }
    if (item.kind === 'off-topic') {
      count.offTopic += 1;
      if (relevant.length === 0 && intent === 'question') count.offTopicRejected += 1;
      else misses.push(`off-topic answered ${label} -> ${relevant.map((entry) => entry.id).join(', ') || intent}`);
    }
  }
  const ratio = (part: number, whole: number) => (whole === 0 ? 1 : part / whole);
  return {
    items: items.length,
    hitAt3: ratio(count.hits, count.retrieval),
    retrievalItems: count.retrieval,
    redFlagRecall: ratio(count.flagged, count.redFlags),
    redFlagItems: count.redFlags,
    falseAlarmRate: count.harmless === 0 ? 0 : count.falseAlarms / count.harmless,
    falseAlarmItems: count.harmless,
    offTopicRejection: ratio(count.offTopicRejected, count.offTopic),
    offTopicItems: count.offTopic,
    inLanguage: ratio(count.inLanguage, count.answered),
    inLanguageItems: count.answered,
    answerableRejected: count.answerableRejected,
    misses,
  };
}

export function evaluateAssistant(items = loadEvalSet(), index = loadKnowledgeIndex()): AssistantEvaluation {
  const byLanguage = (part: EvalItem[]) =>
    new Map(CHAT_LANGUAGES.map((language) => [language, scoreItems(part.filter((item) => item.language === language), index)] as const));
  const tuning = items.filter((item) => !item.heldOut);
  const heldOut = items.filter((item) => item.heldOut);
  return { tuning: scoreItems(tuning, index), heldOut: scoreItems(heldOut, index), tuningByLanguage: byLanguage(tuning), heldOutByLanguage: byLanguage(heldOut) };
}

/** The targets of the multilingual assistant issue. */
export const TARGETS = { hitAt3: 0.85, hitAt3English: 0.9, redFlagRecall: 1, falseAlarmRate: 0.05 } as const;

/**
 * Recall and hit@3 hold in every language; the false-alarm rate holds over all languages (16
 * harmless messages a language would make one false alarm 0.06, too few for a rate of its own).
 */
export function meetsLanguageTargets(figures: Figures, language: ChatLanguage): boolean {
  return figures.hitAt3 >= (language === 'English' ? TARGETS.hitAt3English : TARGETS.hitAt3) && figures.redFlagRecall >= TARGETS.redFlagRecall;
}
