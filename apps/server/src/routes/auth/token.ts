import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { parseAgentIds } from '@cephalo/shared/agents';
import { ErrorResponseSchema } from '@cephalo/shared/errors';
import { TokenRequestSchema, TokenResponseSchema } from '@cephalo/shared/token';
import { logIn } from '../../domain/accounts/log-in';
import { sentTimeZone } from '../../time/caller-time-zone';

/** OAuth2-password-style login: form-encoded username (e-mail or username) and password. */
export const tokenRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/token',
    {
      config: { rateLimit: { max: app.config.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        tags: ['accounts'],
        summary: 'Log in and receive an access token',
        consumes: ['application/x-www-form-urlencoded'],
        body: TokenRequestSchema,
        response: { 200: TokenResponseSchema, 400: ErrorResponseSchema, 401: ErrorResponseSchema, 429: ErrorResponseSchema },
      },
    },
    async (request) => {
      const user = await logIn({ db: app.db, login: request.body.username, password: request.body.password, timeZone: sentTimeZone(request.headers) });
      const accessToken = await app.accessTokens.sign({ sub: user.id, role: user.role, tv: user.tokenVersion, isRemembered: request.body.remember === 'true' });
      return {
        access_token: accessToken,
        token_type: 'bearer' as const,
        role: user.role,
        plan: user.planName,
        ai_assistants: parseAgentIds(user.aiAssistants),
      };
    },
  );
};
