import type { FastifyInstance } from 'fastify';
import { ForbiddenError } from '../errors/http-errors';
import { sessionOf } from '../plugins/auth';
import { accessRuleOf } from './access-rules';

/**
 * The one authentication gate of the API: a route without an access rule cannot be registered
 * (the server does not start), a public route passes, every other one needs a valid session
 * (401) of an allowed role (403 with the rule's detail).
 */
export function addAccessGate(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (!accessRuleOf(method, route.url)) throw new Error(`${method} ${route.url} has no access rule: add it to apps/server/src/routes/access-rules.ts`);
    }
  });
  app.addHook('onRequest', async (request, reply) => {
    // An unknown path has no route: the not-found handler answers it.
    if (!request.routeOptions.url) return;
    const rule = accessRuleOf(request.method, request.routeOptions.url);
    if (rule?.isPublic) return;
    await app.authenticate(request, reply);
    if (!rule?.roles?.includes(sessionOf(request).role)) throw new ForbiddenError(rule?.refusal ?? 'You do not have access to this resource.');
  });
}
