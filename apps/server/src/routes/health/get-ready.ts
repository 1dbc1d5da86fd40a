import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponseSchema } from '@cephalo/shared/errors';
import { checkReadiness } from '../../domain/health/check-readiness';
import { findLatestShippedMigration } from '../../domain/health/find-latest-shipped-migration';

/**
 * Readiness: 200 only when the database answers and holds every migration of this build, so a
 * load balancer sends traffic to an instance that can serve it. While the server shuts down,
 * Fastify answers every request with 503 and refuses new connections (server.ts).
 */
export const getReadyRoute: FastifyPluginAsyncZod = async (app) => {
  const latestMigrationMillis = findLatestShippedMigration();
  app.get(
    '/ready',
    {
      schema: {
        tags: ['system'],
        summary: 'Readiness: the database is reachable and migrated',
        response: { 200: z.object({ status: z.literal('ready') }), 503: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const readiness = await checkReadiness({ db: app.db, latestMigrationMillis, log: request.log });
      if (!readiness.isReady) return reply.code(503).send({ detail: readiness.detail });
      return { status: 'ready' as const };
    },
  );
};
