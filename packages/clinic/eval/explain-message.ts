// npm run eval:explain -- "message" [agent]: why the assistant treats a message as it does: the
// lexicon terms found (concept, language, term), the red flags, the intent and the entries each
// index retrieves with their scores. For tuning on the evaluation's tuning part and for support.
import { AgentIdSchema } from '@cephalo/shared/agents';
import { prepareQuestion } from '../src/assistant/prepare-question';
import { routeIntent } from '../src/assistant/route-intent';
import { loadKnowledgeIndex } from '../src/knowledge/load-knowledge-index';
import { defaultConceptMatcher } from '../src/lexicon/default-concept-matcher';
import { detectRedFlags } from '../src/triage/red-flags';

const message = process.argv[2] ?? '';
const agent = AgentIdSchema.parse(Number(process.argv[3] ?? 1));
const concepts = defaultConceptMatcher();
const findings = concepts.find(message);
const retrievalText = findings.retrievalText;
const index = loadKnowledgeIndex();
const scored = (items: { id: string; score: number }[]) => items.map((item) => `${item.id} ${item.score.toFixed(1)}`).join(', ') || '-';
process.stdout.write(
  [
    `terms found:  ${findings.evidence.join(' | ') || '-'}`,
    `age 50+:      ${findings.isAged50OrOver}`,
    `red flags:    ${detectRedFlags(message, agent, findings).join(', ') || '-'}`,
    `intent:       ${routeIntent(message, agent, findings)}`,
    `retrieval:    ${retrievalText === message ? '(the whole message)' : retrievalText}`,
    `English:      on topic ${index.isOnTopic(message, agent)}; ${scored(index.retrieve(retrievalText, agent, 5).map((item) => ({ id: item.entry.id, score: item.score })))}`,
    `translated:   on topic ${index.isOnTopicTranslated(message, agent)}; ${scored(index.retrieveTranslated(retrievalText, agent, 5).map((item) => ({ id: item.entryId, score: item.score })))}`,
    `off-topic:    log-odds ${index.offTopicOdds(message).toFixed(3)} (above 0 vetoes a weak match)`,
    `answered by:  ${
      prepareQuestion({ index, concepts, message, agent, language: 'English' })
        .entries.map((entry) => entry.id)
        .join(', ') || 'nothing found'
    }`,
    '',
  ].join('\n'),
);
