import type { FastifyInstance } from 'fastify';
import { registerRoute } from './auth/register';
import { tokenRoute } from './auth/token';
import { getHealthRoute } from './health/get-health';
import { getMeRoute } from './me/get-me';

/** Every API route, mounted under /api. Protected routes add `onRequest: [app.authenticate]`. */
export async function apiRoutes(app: FastifyInstance) {
  await app.register(getHealthRoute);
  await app.register(registerRoute);
  await app.register(tokenRoute);
  await app.register(getMeRoute);
}
