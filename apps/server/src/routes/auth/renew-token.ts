import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema } from '@cephalo/shared/errors';
import { RenewedTokenResponseSchema } from '@cephalo/shared/token';
import { BadRequestError, ConflictError } from '../../errors/http-errors';
import { sessionOf } from '../../plugins/auth';

export const NOT_REMEMBERED_DETAIL = 'Only a session kept on this device ("Keep me signed in") is renewed. Please log in again when it ends.';
export const NOT_DUE_DETAIL = 'This session has more than half of its time left and is not renewed yet.';

/**
 * A remembered session's fresh token, once less than half of the current one's lifetime is left
 * (sliding: a patient who keeps using the app stays signed in). The token passed the gate, so the
 * session is neither revoked nor ended by a password change; the new token keeps the session's id,
 * so a logout with either ends both, and carries the account's current token version.
 */
export const renewTokenRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/token/renew',
    {
      config: { rateLimit: { max: app.config.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        tags: ['accounts'],
        summary: 'Renew a remembered session: a fresh token of the same session once half of its lifetime has passed',
        response: { 200: RenewedTokenResponseSchema, 400: ErrorResponseSchema, 409: ErrorResponseSchema },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      if (!session.isRemembered || session.tokenIssuedAt === null) throw new BadRequestError(NOT_REMEMBERED_DETAIL);
      const claims = { rem: true as const, iat: session.tokenIssuedAt.getTime() / 1000, exp: session.tokenExpiresAt.getTime() / 1000 };
      if (!app.accessTokens.isDueForRenewal(claims)) throw new ConflictError(NOT_DUE_DETAIL);
      const accessToken = await app.accessTokens.sign({
        sub: session.id,
        role: session.role,
        tv: session.tokenVersion,
        isRemembered: true,
        sessionId: session.sessionId,
      });
      return { access_token: accessToken, token_type: 'bearer' as const };
    },
  );
};
