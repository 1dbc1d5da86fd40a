import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Liveness: answers while the process can serve HTTP, without asking the database, so an
 * orchestrator restarts a stuck process but not one whose database is briefly away
 * (that is what GET /api/ready is for).
 */
export const getHealthRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    { schema: { tags: ['system'], summary: 'Liveness: the process is up', response: { 200: z.object({ status: z.literal('ok') }) } } },
    async () => ({ status: 'ok' as const }),
  );
};
