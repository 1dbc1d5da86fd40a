import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema } from '@cephalo/shared/errors';
import { RegisterRequestSchema, RegisterResponseSchema } from '@cephalo/shared/register';
import { registerUser } from '../../domain/accounts/register-user';
import { sendVerificationEmail } from '../../domain/account-email/send-verification-email';

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
      const user = await registerUser({ db: app.db, request: request.body, passwordMinLength: app.config.PASSWORD_MIN_LENGTH });
      request.log.info({ userId: user.id, role: user.role }, 'account registered');
      await sendVerificationEmail({ db: app.db, mailer: app.mailer, userId: user.id, publicUrl: app.config.PUBLIC_URL }).catch((error: unknown) => {
        // The account exists; a failed mail is retried by "forgot password", which also verifies.
        request.log.error({ err: error, userId: user.id }, 'verification mail failed');
      });
      return reply.code(201).send({ id: user.id, email: user.email, username: user.username, role: user.role, is_verified: user.isVerified });
    },
  );
};
