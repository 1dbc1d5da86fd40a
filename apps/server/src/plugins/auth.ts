import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sessionIdOf, type AccessTokenSigner } from '../auth/access-token';
import type { SessionCache } from '../cache/session-cache';
import { getSessionUser, type SessionUser } from '../domain/accounts/get-session-user';
import { UnauthorizedError } from '../errors/http-errors';

declare module 'fastify' {
  interface FastifyInstance {
    accessTokens: AccessTokenSigner;
    /** Checked sessions this instance trusts for a few seconds (cache/session-cache.ts). */
    sessions: SessionCache;
    /** onRequest hook: 401 unless a valid Bearer token of an existing account is sent. */
    authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
  interface FastifyRequest {
    session: SessionUser | null;
  }
}

/** Request.session, or a 401 when a route forgot its authenticate hook. */
export function sessionOf(request: FastifyRequest): SessionUser {
  if (!request.session) throw new UnauthorizedError();
  return request.session;
}

export const authPlugin = fp(async (app: FastifyInstance, options: { accessTokens: AccessTokenSigner; sessions: SessionCache }) => {
  app.decorate('accessTokens', options.accessTokens);
  app.decorate('sessions', options.sessions);
  app.decorateRequest('session', null);

  app.decorate('authenticate', async (request: FastifyRequest) => {
    // The gate of api-routes.ts authenticates once; a second call costs nothing.
    if (request.session) return;
    const header = request.headers.authorization ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    const token = match?.[1];
    if (!token) throw new UnauthorizedError('Not authenticated');
    // The very token checked moments ago (signature and database): nothing to check again yet.
    const cached = options.sessions.get(token);
    if (cached) {
      request.session = cached;
      return;
    }
    const claims = await options.accessTokens.verify(token);
    if (!claims) throw new UnauthorizedError('Your session has expired or is invalid. Please log in again.');
    const user = await getSessionUser({
      db: app.db,
      userId: claims.sub,
      tokenId: claims.jti,
      sessionId: sessionIdOf(claims),
      tokenIssuedAt: new Date(claims.iat * 1000),
      tokenExpiresAt: new Date(claims.exp * 1000),
      isRemembered: claims.rem === true,
    });
    // A deleted account, a changed role, a password change (token version) or a logout (revoked id) ends the session.
    if (!user || user.tokenVersion !== claims.tv || user.role !== claims.role) {
      throw new UnauthorizedError('Your session has expired or is invalid. Please log in again.');
    }
    options.sessions.remember(token, user);
    request.session = user;
  });
});
