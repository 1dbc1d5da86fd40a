import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import pg from 'pg';
import { createMetrics, type Metrics } from './create-metrics';

declare module 'fastify' {
  interface FastifyInstance {
    /** This app's Prometheus registry and the counters routes and jobs report to (metrics/create-metrics.ts). */
    metrics: Metrics;
  }
}

/** Unmatched requests share one label: their raw paths are unbounded and may hold anything. */
const UNMATCHED_ROUTE = '(unmatched)';

/** Equal-length digests, so the comparison takes the same time whatever the token's length or prefix. */
const digest = (value: string) => crypto.createHash('sha256').update(value).digest();
function isMetricsToken(header: string | undefined, token: string): boolean {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return crypto.timingSafeEqual(digest(match?.[1] ?? ''), digest(token));
}

/**
 * GET /metrics in the Prometheus text format, outside /api (no session: scrapers send
 * `Authorization: Bearer METRICS_TOKEN`). Without METRICS_TOKEN the route answers 404, as any
 * unknown path, and no request is measured. The route is always registered so that the web app's
 * fallback (plugins/web-app.ts) never answers /metrics with the single-page app.
 */
export const metricsPlugin = fp(async (app: FastifyInstance) => {
  const token = app.config.METRICS_TOKEN;
  // node-postgres behind Drizzle: its pool counts are the database metric. PGlite is one
  // in-process connection with no pool to run out of, so it reports none.
  const client = (app.db as unknown as { $client?: unknown }).$client;
  const pool = client instanceof pg.Pool ? client : undefined;
  const metrics = createMetrics({ ...(pool ? { pool } : {}), withProcessMetrics: token !== undefined });
  app.decorate('metrics', metrics);

  if (token !== undefined) {
    app.addHook('onResponse', async (request, reply) => {
      metrics.recordRequest({
        method: request.method,
        route: request.routeOptions.url ?? UNMATCHED_ROUTE,
        statusCode: reply.statusCode,
        seconds: reply.elapsedTime / 1000,
      });
    });
  }

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (token === undefined) return reply.code(404).send({ detail: `Not found: ${request.method} /metrics` });
    if (!isMetricsToken(request.headers.authorization, token)) {
      return reply.code(401).header('www-authenticate', 'Bearer').send({ detail: 'A valid metrics token is required.' });
    }
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
});
