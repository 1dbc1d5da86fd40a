import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { revokeSession } from '../../domain/accounts/revoke-session';
import { sessionOf } from '../../plugins/auth';

/** Ends the session of the token it is called with, at once. */
export const logoutRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/logout',
    {
      schema: { tags: ['accounts'], summary: 'Log out: the access token is refused from now on', response: { 204: z.null() } },
    },
    async (request, reply) => {
      await revokeSession({ db: app.db, session: sessionOf(request) });
      app.sessions.forgetUser(sessionOf(request).id);
      return reply.status(204).send(null);
    },
  );
};
