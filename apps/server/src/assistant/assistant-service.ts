import type { AgentId } from '@cephalo/shared/agents';
import { routeIntent } from '@cephalo/clinic/assistant/route-intent';
import { entriesForRedFlags } from '@cephalo/clinic/assistant/entries-for-red-flags';
import { findRelevantEntries } from '@cephalo/clinic/assistant/select-relevant-entries';
import { urgentCareAdvice } from '@cephalo/clinic/assistant/compose-built-in-answer';
import type { KnowledgeIndex } from '@cephalo/clinic/knowledge/knowledge-index';
import { loadKnowledgeIndex } from '@cephalo/clinic/knowledge/load-knowledge-index';
import { defaultConceptMatcher } from '@cephalo/clinic/lexicon/default-concept-matcher';
import { detectRedFlags } from '@cephalo/clinic/triage/red-flags';
import type { Config } from '../config/env';
import type { AssistantEngine } from './assistant-engine';
import { createBuiltInEngine } from './built-in-engine';
import { createOpenAiCompatibleEngine } from './openai-compatible-engine';

/** The knowledge base, the triage and the configured engine, made once at start. */
export interface AssistantService {
  engine: AssistantEngine;
  index: KnowledgeIndex;
  prepare(message: string, agent: AgentId, language: string): PreparedQuestion;
}

export interface PreparedQuestion {
  intent: ReturnType<typeof routeIntent>;
  redFlags: ReturnType<typeof detectRedFlags>;
  /** Urgent-care advice in the user's language, sent before anything else; null without a red flag. */
  urgentAdvice: string | null;
  entries: ReturnType<typeof findRelevantEntries>;
}

export function createAssistantService(config: Config, engine?: AssistantEngine): AssistantService {
  const index = loadKnowledgeIndex();
  // Compiled at start, so the first question does not wait for the lexicons.
  const concepts = defaultConceptMatcher();
  const chosen =
    engine ??
    (config.ASSISTANT_BASE_URL
      ? createOpenAiCompatibleEngine({ baseUrl: config.ASSISTANT_BASE_URL, apiKey: config.ASSISTANT_API_KEY, model: config.ASSISTANT_MODEL, timeoutMs: config.ASSISTANT_TIMEOUT_MS })
      : createBuiltInEngine({ chunkDelayMs: config.ASSISTANT_STREAM_DELAY_MS, index }));
  return {
    engine: chosen,
    index,
    prepare(message, agent, language) {
      const findings = concepts.find(message);
      const intent = routeIntent(message, agent, findings);
      const redFlags = detectRedFlags(message, agent, findings);
      const retrieved = intent === 'greeting' || intent === 'thanks' ? [] : findRelevantEntries(index, message, agent);
      const entries = entriesForRedFlags(index, redFlags, retrieved, agent);
      return { intent, redFlags, urgentAdvice: urgentCareAdvice(redFlags, language), entries };
    },
  };
}
