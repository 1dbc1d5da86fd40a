import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { revokeSession } from '../../domain/accounts/revoke-session';
import { sessionOf } from '../../plugins/auth';

/** Ends the session of the token it is called with, at once (a remembered session with every token it was renewed with). */
export const logoutRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/logout',
    {
      schema: { tags: ['accounts'], summary: 'Log out: the access token is refused from now on', response: { 204: z.null() } },
    },
    async (request, reply) => {
      const session = sessionOf(request);
      // No token of a remembered session can live longer than this from now.
      const sessionExpiresAt = new Date(Math.max(Date.now() + app.config.REMEMBERED_SESSION_DAYS * 24 * 60 * 60 * 1000, session.tokenExpiresAt.getTime()));
      await revokeSession({ db: app.db, session, sessionExpiresAt });
      app.sessions.forgetUser(sessionOf(request).id);
      return reply.status(204).send(null);
    },
  );
};
