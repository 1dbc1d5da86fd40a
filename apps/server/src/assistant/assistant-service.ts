import type { AgentId } from '@cephalo/shared/agents';
import { routeIntent } from '@cephalo/clinic/assistant/route-intent';
import { findRelevantEntries } from '@cephalo/clinic/assistant/select-relevant-entries';
import { urgentCareAdvice } from '@cephalo/clinic/assistant/compose-built-in-answer';
import { KnowledgeIndex } from '@cephalo/clinic/knowledge/knowledge-index';
import { readKnowledgeFolder } from '@cephalo/clinic/knowledge/read-knowledge-folder';
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
  const index = new KnowledgeIndex(readKnowledgeFolder());
  const chosen =
    engine ??
    (config.ASSISTANT_BASE_URL
      ? createOpenAiCompatibleEngine({ baseUrl: config.ASSISTANT_BASE_URL, apiKey: config.ASSISTANT_API_KEY, model: config.ASSISTANT_MODEL, timeoutMs: config.ASSISTANT_TIMEOUT_MS })
      : createBuiltInEngine({ chunkDelayMs: config.ASSISTANT_STREAM_DELAY_MS }));
  return {
    engine: chosen,
    index,
    prepare(message, agent, language) {
      const intent = routeIntent(message, agent);
      const redFlags = detectRedFlags(message, agent);
      const entries = intent === 'greeting' || intent === 'thanks' ? [] : findRelevantEntries(index, message, agent);
      return { intent, redFlags, urgentAdvice: urgentCareAdvice(redFlags, language), entries };
    },
  };
}
