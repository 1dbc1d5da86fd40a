import type { AgentId } from '@cephalo/shared/agents';
import type { KnowledgeEntry } from '../knowledge/knowledge-entry';
import type { KnowledgeIndex } from '../knowledge/knowledge-index';
import { RED_FLAG_ENTRY_IDS } from './entries-for-red-flags';

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
/** How much an everyday entry that only the message's distant past brings weighs against the present's. Set on the tuning part. */
const CONTEXT_WEIGHT = 0.5;
/** A past whose best red-flag entry scores this share of its best entry tells of a red flag. */
const PAST_RED_FLAG_SHARE = 0.8;
/** An entry the message names by its title (knowledge/named-topics.ts) weighs this much more. Set on the tuning part. */
const NAMED_TOPIC_BOOST = 1.5;
/**
 * An entry one of whose medicines the message names (knowledge/named-medicines.ts) weighs this much
 * more: "my usual migraine, can I take Maxalt with Nurofen?" shares "usual migraine" with the
 * attack-treatment overview, which must not outrank the two classes asked about. Set on the tuning part.
 */
const NAMED_MEDICINE_BOOST = 2.1;

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
  {
    mentionsSymptoms = false,
    retrievalText = message,
    contextText = retrievalText,
  }: { mentionsSymptoms?: boolean; retrievalText?: string; contextText?: string } = {},
): KnowledgeEntry[] {
  const ranked = withContext(
    index,
    rankEntries(index, message, retrievalText, agent),
    contextText === retrievalText ? [] : rankEntries(index, message, contextText, agent),
  );
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

/**
 * The ranking of the message less its distant past, joined by the everyday entries that the past
 * it tells of brings: "Two years ago grandpa walked off at night, the police found him. What can
 * we do to prevent it?" asks about wandering, though its only present sentence names nothing.
 * A red flag's entry, or one kept for when its subject is named now, never comes from the past
 * ("my grandmother had a stroke years ago", "a concussion ten years ago"): that is what the past
 * is left out for.
 */
function withContext(index: KnowledgeIndex, ranked: [string, number][], inContext: [string, number][]): [string, number][] {
  // A past that a red flag's entry matches about as well as anything tells of that red flag: it is
  // left out whole, lest the red flag's neighbours come in (a grandmother's stroke years ago does
  // not make "what helps with migraine?" a question about migraine and stroke risk).
  const pastBest = inContext[0]?.[1] ?? 0;
  const pastRedFlag = inContext.find(([id]) => RED_FLAG_ENTRY_IDS.has(id))?.[1] ?? 0;
  if (pastRedFlag >= PAST_RED_FLAG_SHARE * pastBest) return ranked;
  const relevance = new Map(ranked);
  for (const [id, value] of inContext) {
    if (RED_FLAG_ENTRY_IDS.has(id) || index.get(id)?.onlyWhenNamed !== undefined) continue;
    relevance.set(id, Math.max(relevance.get(id) ?? 0, value * CONTEXT_WEIGHT));
  }
  return [...relevance].sort((a, b) => b[1] - a[1]);
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
    const byMedicine = index.entriesOfNamedMedicines(retrievalText, agent);
    for (const id of index.namedEntries(retrievalText, agent)) {
      const value = relevance.get(id);
      if (value !== undefined) relevance.set(id, value * (byMedicine.has(id) ? NAMED_MEDICINE_BOOST : NAMED_TOPIC_BOOST));
    }
  }
  return [...relevance].sort((a, b) => b[1] - a[1]);
}
