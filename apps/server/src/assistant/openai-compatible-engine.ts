import { createParser } from 'eventsource-parser';
import type { AssistantEngine, EngineRequest } from './assistant-engine';
import { EngineUnavailableError } from './assistant-engine';
import { buildSystemPrompt } from './system-prompt';

export interface OpenAiCompatibleOptions {
  baseUrl: string;
  apiKey?: string | undefined;
  model: string;
  /** Longest wait for the first byte, and between two chunks. */
  timeoutMs: number;
}

/**
 * Any server that speaks the Chat Completions streaming protocol (OpenAI, vLLM, Ollama,
 * llama.cpp server): the retrieved entries go in as context, tokens stream through.
 */
export function createOpenAiCompatibleEngine(options: OpenAiCompatibleOptions): AssistantEngine {
  const url = `${options.baseUrl.replace(/\/$/, '')}/chat/completions`;
  return {
    name: `openai-compatible:${options.model}`,
    async *answer(request: EngineRequest) {
      const idle = new IdleTimeout(options.timeoutMs);
      const signal = AbortSignal.any([request.signal, idle.signal]);
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          signal,
          headers: {
            'content-type': 'application/json',
            accept: 'text/event-stream',
            ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
          },
          body: JSON.stringify({
            model: options.model,
            stream: true,
            temperature: 0.2,
            messages: [
              { role: 'system', content: buildSystemPrompt(request) },
              { role: 'user', content: request.message },
            ],
          }),
        });
      } catch (error) {
        idle.clear();
        throw new EngineUnavailableError(
          idle.hasFired ? 'The assistant did not answer in time.' : `The assistant could not be reached (${(error as Error).message}).`,
        );
      }
      if (!response.ok || !response.body) {
        idle.clear();
        const detail = await response.text().catch(() => '');
        throw new EngineUnavailableError(`The assistant answered with status ${response.status}${detail ? `: ${detail.slice(0, 200)}` : ''}.`);
      }

      const pending: string[] = [];
      let isDone = false;
      let upstreamError: string | null = null;
      const parser = createParser({
        onEvent(event) {
          if (event.data === '[DONE]') {
            isDone = true;
            return;
          }
          try {
            const payload = JSON.parse(event.data) as {
              choices?: { delta?: { content?: string | null }; finish_reason?: string | null }[];
              error?: { message?: string };
            };
            if (payload.error) upstreamError = payload.error.message ?? 'upstream error';
            const content = payload.choices?.[0]?.delta?.content;
            if (content) pending.push(content);
          } catch {
            upstreamError = 'the assistant sent data that could not be read';
          }
        },
      });
      const decoder = new TextDecoder();
      try {
        for await (const bytes of response.body as unknown as AsyncIterable<Uint8Array>) {
          idle.reset();
          parser.feed(decoder.decode(bytes, { stream: true }));
          if (upstreamError) throw new EngineUnavailableError(`The assistant reported an error: ${upstreamError}.`);
          while (pending.length > 0) yield pending.shift() as string;
          if (isDone) return;
        }
      } catch (error) {
        if (error instanceof EngineUnavailableError) throw error;
        throw new EngineUnavailableError(
          idle.hasFired ? 'The assistant stopped answering (timeout).' : `The assistant connection failed (${(error as Error).message}).`,
        );
      } finally {
        idle.clear();
      }
      // The body ended without [DONE]: the answer may be cut short.
      if (!isDone) throw new EngineUnavailableError('The assistant connection closed before the answer was complete.');
    },
  };
}

/** An abort signal that fires when no progress was reported for `ms`. */
class IdleTimeout {
  private readonly controller = new AbortController();
  private timer: NodeJS.Timeout;
  hasFired = false;
  constructor(private readonly ms: number) {
    this.timer = this.start();
  }
  get signal() {
    return this.controller.signal;
  }
  private start() {
    return setTimeout(() => {
      this.hasFired = true;
      this.controller.abort(new Error('timeout'));
    }, this.ms);
  }
  reset() {
    clearTimeout(this.timer);
    this.timer = this.start();
  }
  clear() {
    clearTimeout(this.timer);
  }
}
