import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * TEST DOUBLE of an OpenAI-compatible server: POST /v1/chat/completions with `stream: true`
 * answers Server-Sent Events in the Chat Completions chunk format, ending with `data: [DONE]`.
 * Its behaviour is set per test: a normal answer, a failure mid-stream, an error status, silence.
 */
export type DoubleMode = 'answer' | 'fail-mid-stream' | 'status-500' | 'silent' | 'error-event';

export interface ChatCompletionsDouble {
  baseUrl: string;
  mode: DoubleMode;
  tokens: string[];
  /** Pause before each chunk after the first, in milliseconds (5 unless a test sets it). */
  chunkDelayMs: number;
  /** Bodies of the requests received, for assertions on the prompt. */
  requests: { model: string; stream: boolean; messages: { role: string; content: string }[] }[];
  authorizations: (string | undefined)[];
  close(): Promise<void>;
}

const chunk = (content: string) =>
  `data: ${JSON.stringify({ id: 'chatcmpl-double', object: 'chat.completion.chunk', created: 0, model: 'double', choices: [{ index: 0, delta: { content }, finish_reason: null }] })}\n\n`;

export async function startChatCompletionsDouble(): Promise<ChatCompletionsDouble> {
  const double: ChatCompletionsDouble = {
    baseUrl: '',
    mode: 'answer',
    tokens: ['Migraine ', 'is a ', 'common ', 'headache disorder [1]. ', 'This is not a diagnosis.'],
    chunkDelayMs: 5,
    requests: [],
    authorizations: [],
    close: async () => undefined,
  };
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (part: Buffer) => (body += part.toString()));
    request.on('end', () => {
      if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
        response.writeHead(404).end();
        return;
      }
      double.requests.push(JSON.parse(body) as ChatCompletionsDouble['requests'][number]);
      double.authorizations.push(request.headers.authorization);
      if (double.mode === 'status-500') {
        response.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'model overloaded' } }));
        return;
      }
      if (double.mode === 'silent') return; // never answers: the client's timeout must end it
      response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      const tokens = [...double.tokens];
      const send = (index: number) => {
        if (double.mode === 'fail-mid-stream' && index === 2) {
          response.socket?.destroy();
          return;
        }
        if (double.mode === 'error-event' && index === 2) {
          response.end(`data: ${JSON.stringify({ error: { message: 'context length exceeded' } })}\n\n`);
          return;
        }
        const token = tokens[index];
        if (token === undefined) {
          response.end(`data: ${JSON.stringify({ choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] })}\n\ndata: [DONE]\n\n`);
          return;
        }
        response.write(chunk(token));
        setTimeout(() => send(index + 1), double.chunkDelayMs);
      };
      send(0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  double.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  double.close = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return double;
}
