import type { FastifyInstance, FastifySchema } from 'fastify';
import { ErrorResponseSchema } from '@cephalo/shared/errors';
import { assertDiaryIncluded } from '../domain/diary/assert-diary-included';
import { ForbiddenError } from '../errors/http-errors';
import { sessionOf } from '../plugins/auth';
import { accessRuleOf, gateStatusesOf, openApiSecurityOf, type AccessRule } from './access-rules';

/**
 * A route's schema with what its rule says filled in: the OpenAPI `security` and the refusals the
 * gate answers (401, 403). A route that writes them itself is refused: the rule is their one source.
 */
export function withRuleSchema(schema: FastifySchema, rule: AccessRule, name: string): FastifySchema {
  if (schema.security !== undefined) throw new Error(`${name} declares its own OpenAPI security: it comes from its access rule (routes/access-rules.ts)`);
  const response = (schema.response ?? {}) as Record<string, unknown>;
  const gateStatuses = gateStatusesOf(rule);
  for (const status of gateStatuses) {
    if (String(status) in response) throw new Error(`${name} declares the ${status} answer its access rule gives it (routes/access-rules.ts)`);
  }
  const security = openApiSecurityOf(rule);
  return {
    ...schema,
    ...(security ? { security } : {}),
    response: { ...response, ...Object.fromEntries(gateStatuses.map((status) => [status, ErrorResponseSchema])) },
  };
}

/**
 * The one authentication gate of the API: a route without an access rule cannot be registered
 * (the server does not start), a public route passes, every other one needs a valid session
 * (401) of an allowed role (403 with the rule's detail) whose plan includes what the rule needs
 * (403 with who upgrades it). Each route's OpenAPI security and gate refusals come from its rule.
 */
export function addAccessGate(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const rules = [route.method].flat().map((method) => {
      const rule = accessRuleOf(method, route.url);
      if (!rule) throw new Error(`${method} ${route.url} has no access rule: add it to apps/server/src/routes/access-rules.ts`);
      return rule;
    });
    const [rule] = rules;
    if (!rule || rules.some((other) => other !== rule))
      throw new Error(`${String(route.method)} ${route.url}: one route, one access rule (register its methods apart)`);
    // Fastify compiles the response serializers, and @fastify/swagger reads the schema, after the onRoute hooks.
    route.schema = withRuleSchema(route.schema ?? {}, rule, `${String(route.method)} ${route.url}`);
  });
  app.addHook('onRequest', async (request, reply) => {
    // An unknown path has no route: the not-found handler answers it.
    if (!request.routeOptions.url) return;
    const rule = accessRuleOf(request.method, request.routeOptions.url);
    if (rule?.isPublic) return;
    await app.authenticate(request, reply);
    if (!rule?.roles?.includes(sessionOf(request).role)) throw new ForbiddenError(rule?.refusal ?? 'You do not have access to this resource.');
    if (rule.planIncludes === 'diary') assertDiaryIncluded({ session: sessionOf(request), supportEmail: app.config.SUPPORT_EMAIL });
  });
}
