import { setTimeout as sleep } from 'node:timers/promises';
import { composeBuiltInAnswer } from '@cephalo/clinic/assistant/compose-built-in-answer';
import type { AssistantEngine, EngineRequest } from './assistant-engine';

/**
 * The offline engine: composes the answer from the retrieved entries and streams it sentence by
 * sentence. `chunkDelayMs` paces the stream like a model would, so the chat shows text arriving;
 * tests and benchmarks set it to 0.
 */
export function createBuiltInEngine({ chunkDelayMs }: { chunkDelayMs: number }): AssistantEngine {
  return {
    name: 'built-in',
    async *answer(request: EngineRequest) {
      const paragraphs = composeBuiltInAnswer({
        language: request.language,
        intent: request.intent,
        entries: request.entries,
        diaryContext: request.diaryContext,
        question: request.message,
        translationOf: request.translationOf,
        hasRedFlag: request.alert !== null,
      });
      let isFirst = true;
      for (const [index, paragraph] of paragraphs.entries()) {
        for (const sentence of splitSentences(paragraph)) {
          if (request.signal.aborted) return;
          if (!isFirst && chunkDelayMs > 0) await sleep(chunkDelayMs, undefined, { signal: request.signal }).catch(() => undefined);
          isFirst = false;
          yield sentence;
        }
        if (index < paragraphs.length - 1) yield '\n\n';
      }
    },
  };
}

/** Sentences with their trailing space kept, so the chunks join back into the same text. */
export function splitSentences(paragraph: string): string[] {
  return paragraph.match(/[^.!?\n]+(?:[.!?]+|\n+|$)\s*/g)?.filter((part) => part.length > 0) ?? [paragraph];
}
