import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponseSchema } from '@cephalo/shared/errors';
import { NameAnswerSchema } from '@cephalo/shared/me';
import { answerNameQuestion } from '../../domain/accounts/answer-name-question';
import { sessionOf } from '../../plugins/auth';

/** The one-time question a nameless account is asked after login (issue 35, docs/decisions/028). */
export const nameRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/me/name',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Give your first name and surname (the answer to the question after login; also ends the question)',
        body: NameAnswerSchema,
        response: { 200: NameAnswerSchema, 400: ErrorResponseSchema },
      },
    },
    async (request) => {
      await answerNameQuestion({ db: app.db, userId: sessionOf(request).id, answer: request.body });
      return request.body;
    },
  );

  app.post(
    '/me/name-asked',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Decline to give a name now: the question after login is not asked again',
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await answerNameQuestion({ db: app.db, userId: sessionOf(request).id, answer: null });
      return reply.code(204).send(null);
    },
  );
};
