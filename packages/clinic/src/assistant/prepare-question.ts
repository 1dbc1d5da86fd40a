import type { AgentId } from '@cephalo/shared/agents';
import type { KnowledgeEntry } from '../knowledge/knowledge-entry';
import type { KnowledgeIndex } from '../knowledge/knowledge-index';
import type { ConceptMatcher } from '../lexicon/concept-matcher';
import { SYMPTOM_CONCEPTS } from '../lexicon/lexicon-schema';
import { detectRedFlags, type RedFlagCategory } from '../triage/red-flags';
import { urgentAlert, type UrgentAlert } from '../triage/urgency';
import { entriesForRedFlags } from './entries-for-red-flags';
import { routeIntent, type Intent } from './route-intent';
import { findRelevantEntries } from './select-relevant-entries';

export interface PreparedQuestion {
  intent: Intent;
  redFlags: RedFlagCategory[];
  /** Urgent-care advice in the user's language and its level, sent before anything else; null without a red flag. */
  alert: UrgentAlert | null;
  /** The entries the answer stands on, best first: a red flag's own entry leads. */
  entries: KnowledgeEntry[];
}

/**
 * What every engine's answer starts from, in one pass over the message: the intent, the triage
 * (red flags and the alert in the chat language) and the retrieved entries. The server and the
 * evaluation (npm run eval:assistant) both use it, so the figures are the product's.
 */
export function prepareQuestion({
  index,
  concepts,
  message,
  agent,
  language,
}: {
  index: KnowledgeIndex;
  concepts: ConceptMatcher;
  message: string;
  agent: AgentId;
  language: string;
}): PreparedQuestion {
  const findings = concepts.find(message);
  const intent = routeIntent(message, agent, findings);
  const redFlags = detectRedFlags(message, agent, findings);
  const mentionsSymptoms = SYMPTOM_CONCEPTS.some((concept) => findings.concepts.has(concept));
  const retrieved =
    intent === 'greeting' || intent === 'thanks' ? [] : findRelevantEntries(index, message, agent, { mentionsSymptoms, retrievalText: findings.retrievalText });
  const named = retrieved.length > 0 ? index.namedEntries(findings.retrievalText, agent) : new Set<string>();
  return { intent, redFlags, alert: urgentAlert(redFlags, language), entries: entriesForRedFlags(index, redFlags, retrieved, agent, named) };
}
