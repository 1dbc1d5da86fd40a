import type { AgentId } from '@cephalo/shared/agents';
import { prepareQuestion, type PreparedQuestion } from '@cephalo/clinic/assistant/prepare-question';
import type { KnowledgeIndex } from '@cephalo/clinic/knowledge/knowledge-index';
import { loadKnowledgeIndex } from '@cephalo/clinic/knowledge/load-knowledge-index';
import { defaultConceptMatcher } from '@cephalo/clinic/lexicon/default-concept-matcher';
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

export function createAssistantService(config: Config, engine?: AssistantEngine): AssistantService {
  const index = loadKnowledgeIndex();
  // Compiled at start, so the first question does not wait for the lexicons.
  const concepts = defaultConceptMatcher();
  const chosen =
    engine ??
    (config.ASSISTANT_BASE_URL
      ? createOpenAiCompatibleEngine({
          baseUrl: config.ASSISTANT_BASE_URL,
          apiKey: config.ASSISTANT_API_KEY,
          model: config.ASSISTANT_MODEL,
          timeoutMs: config.ASSISTANT_TIMEOUT_MS,
        })
      : createBuiltInEngine({ chunkDelayMs: config.ASSISTANT_STREAM_DELAY_MS }));
  return {
    engine: chosen,
    index,
    prepare: (message, agent, language) => prepareQuestion({ index, concepts, message, agent, language }),
  };
}
