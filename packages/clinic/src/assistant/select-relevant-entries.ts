import type { AgentId } from '@cephalo/shared/agents';
import type { KnowledgeEntry } from '../knowledge/knowledge-entry';
import type { KnowledgeIndex } from '../knowledge/knowledge-index';

/**
 * Below this BM25 score of the English index the best match is taken as "nothing relevant" (an
 * off-topic message), so the assistant says it could not find the answer instead of citing an
 * unrelated entry. Set from the evaluation set (npm run eval:assistant prints the misses).
 */
export const MIN_RELEVANT_SCORE = 6;
/** The same threshold for the translated index (other chat languages), on its own scale. */
export const MIN_TRANSLATED_SCORE = 70;
/**
 * A match weaker than this many times the threshold is dropped when the topic check finds the
 * message more like everyday talk than like the knowledge base by more than OFF_TOPIC_MARGIN
 * ("tyre pressure for a Golf", "free up memory on my phone"), unless it names a symptom (the
 * lexicons' head pain, fever, confusion...). Set on the evaluation's tuning part.
 */
const WEAK_MATCH = 5;
const OFF_TOPIC_MARGIN = 0;
/** Further entries are kept only while they score at least this share of the best one. */
const RELATIVE_CUTOFF = 0.4;
const MAX_ENTRIES = 3;

/**
 * Retrieval in every chat language plus the relevance rules: nothing for an off-topic message,
 * else the best entry and its close runners-up. An entry's relevance is its score over the
 * threshold in the English index plus the same in the translated index, so a question in any
 * language, or mixing languages, ranks the entries on one scale.
 */
export function findRelevantEntries(index: KnowledgeIndex, message: string, agent: AgentId, { mentionsSymptoms = false } = {}): KnowledgeEntry[] {
  const relevance = new Map<string, number>();
  if (index.isOnTopic(message, agent)) {
    for (const { entry, score } of index.retrieve(message, agent, 5)) relevance.set(entry.id, score / MIN_RELEVANT_SCORE);
  }
  if (index.isOnTopicTranslated(message, agent)) {
    for (const { entryId, score } of index.retrieveTranslated(message, agent, 5)) relevance.set(entryId, (relevance.get(entryId) ?? 0) + score / MIN_TRANSLATED_SCORE);
  }
  const ranked = [...relevance].sort((a, b) => b[1] - a[1]);
  const best = ranked[0];
  if (!best || best[1] < 1) return [];
  if (!mentionsSymptoms && best[1] < WEAK_MATCH && index.offTopicOdds(message) > OFF_TOPIC_MARGIN) return [];
  return ranked
    .filter(([, value]) => value >= best[1] * RELATIVE_CUTOFF)
    .slice(0, MAX_ENTRIES)
    .flatMap(([id]) => index.get(id) ?? []);
}
