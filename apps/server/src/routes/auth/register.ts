import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema } from '@cephalo/shared/errors';
import { RegisterRequestSchema, RegisterResponseSchema } from '@cephalo/shared/register';
import { answerRegistration } from '../../domain/accounts/answer-registration';
import { requestLanguage } from '../../i18n/request-language';
import { afterAnswer } from '../after-answer';

export const registerRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/register',
    {
      // Registration sends mail: the mail limit applies per client address.
      config: { rateLimit: { max: app.config.MAIL_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        tags: ['accounts'],
        summary: 'Create an account with a registration key',
        body: RegisterRequestSchema,
        response: { 201: RegisterResponseSchema, 400: ErrorResponseSchema, 409: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const { account, isNew, mail } = await answerRegistration({
        db: app.db,
        mailer: app.mailer,
        request: request.body,
        language: requestLanguage(request, { named: request.body.interface_language }),
        passwordMinLength: app.config.PASSWORD_MIN_LENGTH,
        publicUrl: app.config.PUBLIC_URL,
      });
      if (isNew) request.log.info({ userId: account.id, role: account.role }, 'account registered');
      // The mail goes after the answer: a registration takes as long whether or not the address was new.
      afterAnswer(reply, mail.send, mail.failureMessage);
      return reply.code(201).send(account);
    },
  );
};
