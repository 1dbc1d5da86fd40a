import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema } from '@cephalo/shared/errors';
import { RegisterRequestSchema, RegisterResponseSchema } from '@cephalo/shared/register';
import { registerUser } from '../../domain/accounts/register-user';
import { sendVerificationEmail } from '../../domain/account-email/send-verification-email';
import { EmailTakenError } from '../../domain/accounts/create-user';
import { hideTakenEmail } from '../../domain/accounts/hide-taken-email';
import { notifyRegistrationAttempt } from '../../domain/accounts/notify-registration-attempt';
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
      let user: Awaited<ReturnType<typeof registerUser>>;
      try {
        user = await registerUser({ db: app.db, request: request.body, passwordMinLength: app.config.PASSWORD_MIN_LENGTH });
      } catch (error) {
        if (!(error instanceof EmailTakenError)) throw error;
        // Answered like a success; the owner of the address is told instead of the one who tried.
        const hidden = await hideTakenEmail({ db: app.db, request: request.body });
        afterAnswer(reply, () => notifyRegistrationAttempt({ db: app.db, mailer: app.mailer, email: request.body.email, publicUrl: app.config.PUBLIC_URL }), 'registration attempt mail failed');
        return reply.code(201).send(hidden);
      }
      request.log.info({ userId: user.id, role: user.role }, 'account registered');
      // The mail goes after the answer: a registration takes as long whether or not the address was new.
      afterAnswer(reply, () => sendVerificationEmail({ db: app.db, mailer: app.mailer, userId: user.id, publicUrl: app.config.PUBLIC_URL }), 'verification mail failed');
      return reply.code(201).send({ id: user.id, email: user.email, username: user.username, role: user.role, is_verified: user.isVerified });
    },
  );
};
