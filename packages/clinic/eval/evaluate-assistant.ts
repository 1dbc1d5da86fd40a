import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { AgentIdSchema } from '@cephalo/shared/agents';
import { findRelevantEntries } from '../src/assistant/select-relevant-entries';
import { KnowledgeIndex } from '../src/knowledge/knowledge-index';
import { readKnowledgeFolder } from '../src/knowledge/read-knowledge-folder';
import { detectRedFlags } from '../src/triage/red-flags';

export const EVAL_SET_PATH = path.resolve(import.meta.dirname, 'assistant-eval.json');

const EvalItemSchema = z.object({
  id: z.string(),
  agent: AgentIdSchema,
  kind: z.enum(['question', 'red-flag', 'ordinary', 'off-topic']),
  message: z.string().min(1),
  expected: z.array(z.string()),
  redFlag: z.string().optional(),
});
export type EvalItem = z.infer<typeof EvalItemSchema>;

export interface AssistantEvaluation {
  items: number;
  hitAt3: number;
  retrievalItems: number;
  redFlagRecall: number;
  redFlagItems: number;
  falseAlarmRate: number;
  falseAlarmItems: number;
  offTopicRejection: number;
  /** Answerable messages wrongly treated as "nothing found". */
  answerableRejected: number;
  misses: string[];
}

export function loadEvalSet(file = EVAL_SET_PATH): EvalItem[] {
  return z.array(EvalItemSchema).parse(JSON.parse(fs.readFileSync(file, 'utf8')));
}

/** Runs retrieval and triage over the evaluation set, as the built-in engine does for a message. */
export function evaluateAssistant(items = loadEvalSet(), index = new KnowledgeIndex(readKnowledgeFolder())): AssistantEvaluation {
  const misses: string[] = [];
  let hits = 0;
  let retrievalItems = 0;
  let flagged = 0;
  let redFlagItems = 0;
  let falseAlarms = 0;
  let falseAlarmItems = 0;
  let offTopicRejected = 0;
  let offTopicItems = 0;
  let answerableRejected = 0;

  for (const item of items) {
    const retrieved = index.retrieve(item.message, item.agent, 3);
    const relevant = findRelevantEntries(index, item.message, item.agent);
    const flags = detectRedFlags(item.message, item.agent);
    if (item.expected.length > 0 && item.kind !== 'red-flag') {
      retrievalItems += 1;
      const top3 = relevant.slice(0, 3).map((entry) => entry.id);
      if (item.expected.some((id) => top3.includes(id))) hits += 1;
      else misses.push(`retrieval ${item.id}: "${item.message}" expected ${item.expected.join('|')} got ${retrieved.map((entry) => `${entry.entry.id}(${entry.score.toFixed(1)})`).join(', ') || 'nothing'}`);
      if (relevant.length === 0) answerableRejected += 1;
    }
    if (item.kind === 'red-flag') {
      redFlagItems += 1;
      if (flags.length > 0) flagged += 1;
      else misses.push(`red flag missed ${item.id} (${item.redFlag ?? '?'}): "${item.message}"`);
    } else {
      falseAlarmItems += 1;
      if (flags.length > 0) {
        falseAlarms += 1;
        misses.push(`false alarm ${item.id} [${flags.join(', ')}]: "${item.message}"`);
      }
    }
    if (item.kind === 'off-topic') {
      offTopicItems += 1;
      if (relevant.length === 0) offTopicRejected += 1;
      else misses.push(`off-topic answered ${item.id}: "${item.message}" -> ${retrieved.map((entry) => `${entry.entry.id}(${entry.score.toFixed(1)})`).join(', ')}`);
    }
  }
  const ratio = (part: number, whole: number) => (whole === 0 ? 0 : part / whole);
  return {
    items: items.length,
    hitAt3: ratio(hits, retrievalItems),
    retrievalItems,
    redFlagRecall: ratio(flagged, redFlagItems),
    redFlagItems,
    falseAlarmRate: ratio(falseAlarms, falseAlarmItems),
    falseAlarmItems,
    offTopicRejection: ratio(offTopicRejected, offTopicItems),
    answerableRejected,
    misses,
  };
}

/** The targets of the assistant issue. */
export const TARGETS = { hitAt3: 0.9, redFlagRecall: 1, falseAlarmRate: 0.05 } as const;
