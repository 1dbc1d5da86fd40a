import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema } from '@cephalo/shared/errors';
import { RegisterRequestSchema, RegisterResponseSchema } from '@cephalo/shared/register';
import { registerUser } from '../../domain/accounts/register-user';

export const registerRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/register',
    {
      config: { rateLimit: { max: app.config.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } },
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
      return reply.code(201).send({ id: user.id, email: user.email, username: user.username, role: user.role, is_verified: user.isVerified });
    },
  );
};
