import type { AgentId } from '@cephalo/shared/agents';
import type { KnowledgeEntry } from '@cephalo/clinic/knowledge/knowledge-entry';
import type { Intent } from '@cephalo/clinic/assistant/route-intent';
import type { EntryTranslation } from '@cephalo/clinic/knowledge/knowledge-translation';
import type { UrgentAlert } from '@cephalo/clinic/triage/urgency';

export interface EngineRequest {
  message: string;
  agent: AgentId;
  /** The user's chat_answer_language, e.g. "Deutsch". */
  language: string;
  intent: Intent;
  /** Retrieved knowledge entries judged relevant, best first: the only ground an answer may stand on. */
  entries: KnowledgeEntry[];
  /** Facts from the asker's own diary (summary, forecast or ICHD-3 comparison), in the chat language. */
  diaryContext: string | null;
  /** The urgent-care advice triage already put before this answer (null without a red flag). */
  alert: UrgentAlert | null;
  /** An entry's short answer in the chat language, where it has one. */
  translationOf: (entry: KnowledgeEntry) => EntryTranslation | undefined;
  signal: AbortSignal;
}

/** Writes an answer as a stream of text chunks. Throws (any error) when it cannot finish. */
export interface AssistantEngine {
  readonly name: string;
  answer(request: EngineRequest): AsyncIterable<string>;
}

/** Thrown by an engine whose upstream failed; the message is safe to show to a user. */
export class EngineUnavailableError extends Error {}
