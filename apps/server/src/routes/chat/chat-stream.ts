import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DEMENTIA_AGENT_ID, MIGRAINE_AGENT_ID, type AgentId } from '@cephalo/shared/agents';
import { ANSWER_ID_HEADER, ANSWER_URGENCY_HEADER, ChatRequestSchema, QUESTION_ID_HEADER } from '@cephalo/shared/chat';
import { ErrorResponseSchema } from '@cephalo/shared/errors';
import { answerQuestion } from '../../domain/chat/answer-question';
import { callerTimeZone } from '../../time/caller-time-zone';
import { BadRequestError } from '../../errors/http-errors';
import { coalesceChunks } from '../../http/coalesce-chunks';
import { sessionOf } from '../../plugins/auth';

/** At most ten writes a second per answer: the first chunk at once, then what arrived meanwhile. */
const STREAM_WINDOW_MS = 100;

const STREAM_PATHS: [string, AgentId][] = [
  ['/chat-stream', MIGRAINE_AGENT_ID],
  ['/chat-stream-demen', DEMENTIA_AGENT_ID],
];

/** The streamed chat: a text/plain body the client reads chunk by chunk. */
export const chatStreamRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const [path, agentId] of STREAM_PATHS) {
    app.post(
      path,
      {
        // Compression would hold chunks back until a block fills: the answer must appear as it is written.
        compress: false,
        schema: {
          tags: ['chat'],
          summary: `Ask assistant ${agentId}; the answer streams as text/plain`,
          body: ChatRequestSchema,
          // 200 is a text/plain stream; Fastify sends streams as they are, without a serializer.
          response: { 200: z.string().describe('the answer, streamed as text/plain chunks'), 400: ErrorResponseSchema, 409: ErrorResponseSchema },
        },
      },
      async (request, reply) => {
        if (request.body.ai_assistant_id !== agentId) {
          throw new BadRequestError(`ai_assistant_id must be ${agentId} on ${path}`);
        }
        const started = await answerQuestion({
          db: app.db,
          assistant: app.assistant,
          log: request.log,
          userId: sessionOf(request).id,
          agentId,
          message: request.body.message,
          weather: request.body.weather ?? null,
          timeZone: callerTimeZone(request),
          ...(request.body.question_id ? { questionId: request.body.question_id } : {}),
        });
        // A connection that closed while the question was being counted never reads the stream: its
        // question is given back at once (and nothing is sent to a socket that is gone).
        reply.raw.once('close', () => void started.abandon());
        if (request.raw.socket.destroyed || reply.raw.destroyed) {
          await started.abandon();
          reply.hijack();
          return reply;
        }
        app.metrics.trackChatStream(reply.raw);
        if (started.urgency) reply.header(ANSWER_URGENCY_HEADER, started.urgency);
        return (
          reply
            .header(QUESTION_ID_HEADER, started.questionId)
            .header(ANSWER_ID_HEADER, started.answerId)
            .header('access-control-expose-headers', `${QUESTION_ID_HEADER}, ${ANSWER_ID_HEADER}, ${ANSWER_URGENCY_HEADER}`)
            .header('cache-control', 'no-store, no-transform')
            // Tells proxies such as nginx not to buffer, so chunks reach the browser as they are written.
            .header('x-accel-buffering', 'no')
            .type('text/plain; charset=utf-8')
            .send(Readable.from(coalesceChunks(started.chunks, STREAM_WINDOW_MS), { objectMode: false }) as unknown as string)
        );
      },
    );
  }
};
