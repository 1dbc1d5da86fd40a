import type { FastifyInstance } from 'fastify';
import { registerRoute } from './auth/register';
import { tokenRoute } from './auth/token';
import { diaryRoutes } from './diaries/diary-routes';
import { getHealthRoute } from './health/get-health';
import { chatStreamRoutes } from './chat/chat-stream';
import { getMeRoute } from './me/get-me';
import { getProfileLimitRoute } from './profile/get-profile-limit';
import { questionRoutes } from './questions/question-routes';

/** Every API route, mounted under /api. Protected routes add `onRequest: [app.authenticate]`. */
export async function apiRoutes(app: FastifyInstance) {
  await app.register(getHealthRoute);
  await app.register(registerRoute);
  await app.register(tokenRoute);
  await app.register(getMeRoute);
  await app.register(getProfileLimitRoute);
  await app.register(chatStreamRoutes);
  await app.register(questionRoutes);
  await app.register(diaryRoutes);
}
