import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AgentIdSchema } from '@cephalo/shared/agents';
import { IsoDateSchema, QuestionDatesSchema, QuestionListSchema } from '@cephalo/shared/chat';
import { ErrorResponseSchema } from '@cephalo/shared/errors';
import { questionsOfDayRead } from '../../cache/cached-reads';
import { deleteQuestion } from '../../domain/chat/delete-question';
import { deleteSession } from '../../domain/chat/delete-session';
import { listQuestionDates } from '../../domain/chat/list-question-dates';
import { callerTimeZone } from '../../time/caller-time-zone';
import { sessionOf } from '../../plugins/auth';

const AgentParam = z.coerce.number().pipe(AgentIdSchema);
const errors = { 400: ErrorResponseSchema, 404: ErrorResponseSchema };
const DeletedSchema = z.object({ deleted: z.number().int() });

/** History of the signed-in user's own conversations: every query is filtered by the user's id. */
export const questionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/questions-dates-grouped/:agentId',
    {
      schema: {
        tags: ['chat'],
        summary: 'Days with conversations, newest first',
        params: z.object({ agentId: AgentParam }),
        response: { 200: QuestionDatesSchema, ...errors },
      },
    },
    async (request) => listQuestionDates({ db: app.db, userId: sessionOf(request).id, agentId: request.params.agentId, timeZone: callerTimeZone(request) }),
  );

  app.get(
    '/questions-by-user/:agentId',
    {
      schema: {
        tags: ['chat'],
        summary: "One day's questions and answers",
        params: z.object({ agentId: AgentParam }),
        querystring: z.object({ date: IsoDateSchema }),
        response: { 200: QuestionListSchema, ...errors },
      },
    },
    async (request) => {
      const { agentId } = request.params;
      const { date } = request.query;
      const userId = sessionOf(request).id;
      return app.reads.read(questionsOfDayRead, userId, { agentId, date });
    },
  );

  app.delete(
    '/questions/:agentId/:questionId',
    {
      schema: {
        tags: ['chat'],
        summary: 'Delete one message and its answer',
        params: z.object({ agentId: AgentParam, questionId: z.uuid('questionId must be a message id') }),
        response: { 200: DeletedSchema, ...errors },
      },
    },
    async (request) => {
      await deleteQuestion({ db: app.db, userId: sessionOf(request).id, agentId: request.params.agentId, questionId: request.params.questionId });
      return { deleted: 1 };
    },
  );

  app.delete(
    '/questions/session/:agentId/:date',
    {
      schema: {
        tags: ['chat'],
        summary: "Delete a day's conversation",
        params: z.object({ agentId: AgentParam, date: IsoDateSchema }),
        response: { 200: DeletedSchema, ...errors },
      },
    },
    async (request) => ({
      deleted: await deleteSession({ db: app.db, userId: sessionOf(request).id, agentId: request.params.agentId, date: request.params.date }),
    }),
  );
};
