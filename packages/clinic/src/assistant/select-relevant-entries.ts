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
/**
 * A message that reads clearly as everyday talk (odds above this) needs a match that much
 * stronger: WEAK_MATCH times (1 + 2 x odds). A tax return, a barbecue marinade or a car's head
 * gasket share a few words with an entry ("work", "hot day", "head") and so clear WEAK_MATCH,
 * while a patient's question that reads this everyday still names its subject (a drug, respite
 * care) and scores far above. Set on the evaluation's tuning part (decision 019, session 25).
 */
const CLEARLY_OFF_TOPIC_MARGIN = 0.45;
const weakMatchBar = (offTopicOdds: number) => (offTopicOdds > CLEARLY_OFF_TOPIC_MARGIN ? WEAK_MATCH * (1 + 2 * offTopicOdds) : WEAK_MATCH);
/** Further entries are kept only while they score at least this share of the best one. */
const RELATIVE_CUTOFF = 0.4;
const MAX_ENTRIES = 3;
/** The English index's weight for a message in another language: its shared words (drug names) help, its false friends ("crisis") mislead. */
const OTHER_LANGUAGE_WEIGHT = 0.25;
/** An entry the message names by its title (knowledge/named-topics.ts) weighs this much more. Set on the tuning part. */
const NAMED_TOPIC_BOOST = 1.5;

/**
 * Retrieval in every chat language plus the relevance rules: nothing for an off-topic message,
 * else the best entry and its close runners-up. An entry's relevance is its score over the
 * threshold in the English index plus the same in the translated index, so a question in any
 * language, or mixing languages, ranks the entries on one scale. Whether the message is on topic
 * is read from all of it; which entries fit, from `retrievalText` (the message less what it
 * denies and its distant past, see ConceptFindings).
 */
export function findRelevantEntries(
  index: KnowledgeIndex,
  message: string,
  agent: AgentId,
  { mentionsSymptoms = false, retrievalText = message }: { mentionsSymptoms?: boolean; retrievalText?: string } = {},
): KnowledgeEntry[] {
  const ranked = rankEntries(index, message, retrievalText, agent);
  const best = ranked[0];
  if (!best || best[1] < 1) return [];
  // The patients' questions lift every score; whether a match is weak is read from the entries' own words.
  const offTopicOdds = mentionsSymptoms ? 0 : index.offTopicOdds(message);
  if (offTopicOdds > OFF_TOPIC_MARGIN && (rankEntries(index, message, retrievalText, agent, { entryTextOnly: true })[0]?.[1] ?? 0) < weakMatchBar(offTopicOdds))
    return [];
  return ranked
    .filter(([, value]) => value >= best[1] * RELATIVE_CUTOFF)
    .slice(0, MAX_ENTRIES)
    .flatMap(([id]) => index.get(id) ?? []);
}

/** Entry ids with their relevance, best first. */
function rankEntries(
  index: KnowledgeIndex,
  message: string,
  retrievalText: string,
  agent: AgentId,
  options: { entryTextOnly?: boolean } = {},
): [string, number][] {
  const relevance = new Map<string, number>();
  if (index.isOnTopic(message, agent)) {
    const weight = index.readsAsEnglish(message) ? 1 : OTHER_LANGUAGE_WEIGHT;
    for (const { entry, score } of index.retrieve(retrievalText, agent, 5, options)) relevance.set(entry.id, (weight * score) / MIN_RELEVANT_SCORE);
  }
  if (index.isOnTopicTranslated(message, agent)) {
    for (const { entryId, score } of index.retrieveTranslated(retrievalText, agent, 5, options))
      relevance.set(entryId, (relevance.get(entryId) ?? 0) + score / MIN_TRANSLATED_SCORE);
  }
  if (!options.entryTextOnly) {
    for (const id of index.namedEntries(retrievalText, agent)) {
      const value = relevance.get(id);
      if (value !== undefined) relevance.set(id, value * NAMED_TOPIC_BOOST);
    }
  }
  return [...relevance].sort((a, b) => b[1] - a[1]);
}
