import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MeResponseSchema } from '@cephalo/shared/me';
import { getMe } from '../../domain/accounts/get-me';
import { sessionOf } from '../../plugins/auth';

export const getMeRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/me',
    {
      schema: {
        tags: ['accounts'],
        summary: 'The signed-in account, its plan and contact address',
        response: { 200: MeResponseSchema },
      },
    },
    async (request) => getMe({ db: app.db, userId: sessionOf(request).id, supportEmail: app.config.SUPPORT_EMAIL }),
  );
};
