import type { AgentId } from '@cephalo/shared/agents';
import type { KnowledgeEntry } from '../knowledge/knowledge-entry';
import type { KnowledgeIndex, RetrievedEntry } from '../knowledge/knowledge-index';

/**
 * Below this BM25 score the best match is taken as "nothing relevant" (an off-topic message),
 * so the assistant says it could not find the answer instead of citing an unrelated entry.
 * Set from the evaluation set (npm run eval:assistant prints the score distribution).
 */
export const MIN_RELEVANT_SCORE = 6;
/** Further entries are kept only while they score at least this share of the best one. */
const RELATIVE_CUTOFF = 0.4;

/** Retrieval plus the relevance rules: nothing for an off-topic message, else the close runners-up. */
export function findRelevantEntries(index: KnowledgeIndex, message: string, agent: AgentId): KnowledgeEntry[] {
  if (!index.isOnTopic(message, agent)) return [];
  return selectRelevantEntries(index.retrieve(message, agent, 3));
}

export function selectRelevantEntries(retrieved: RetrievedEntry[], minScore = MIN_RELEVANT_SCORE): KnowledgeEntry[] {
  const best = retrieved[0];
  if (!best || best.score < minScore) return [];
  return retrieved.filter((item) => item.score >= best.score * RELATIVE_CUTOFF).map((item) => item.entry);
}
