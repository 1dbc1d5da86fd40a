import type { AgentId } from '@cephalo/shared/agents';
import type { KnowledgeEntry } from '../knowledge/knowledge-entry';
import type { KnowledgeIndex } from '../knowledge/knowledge-index';
import type { ConceptMatcher } from '../lexicon/concept-matcher';
import { SYMPTOM_CONCEPTS } from '../lexicon/lexicon-schema';
import { detectRedFlags, isMediaQuestion, mentionsOwnSymptoms, type RedFlagCategory } from '../triage/red-flags';
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
  // A question about a film, a series, a crossword or a translation is off topic however many
  // medical words its plot holds (they are set aside, see ConceptFindings.asideSentences), unless
  // the writer also tells of symptoms of their own ("in the series a woman had a brain tumour; I
  // get headaches at weekends, why?"); a red flag still brings its own entry (entriesForRedFlags).
  const isOnlyAboutMedia = isMediaQuestion(findings) && !mentionsOwnSymptoms(findings);
  const retrieved =
    intent === 'greeting' || intent === 'thanks' || isOnlyAboutMedia
      ? []
      : findRelevantEntries(index, message, agent, { mentionsSymptoms, retrievalText: findings.retrievalText, contextText: findings.contextText }).filter(
          // Named in what retrieval reads: not only in a sentence about the distant past ("a friend had meningitis last year").
          (entry) => entry.onlyWhenNamed === undefined || (findings.concepts.has(entry.onlyWhenNamed) && !findings.pastConcepts.has(entry.onlyWhenNamed)),
        );
  const named = retrieved.length > 0 ? index.namedEntries(findings.retrievalText, agent) : new Set<string>();
  return { intent, redFlags, alert: urgentAlert(redFlags, language), entries: entriesForRedFlags(index, redFlags, retrieved, agent, named) };
}
