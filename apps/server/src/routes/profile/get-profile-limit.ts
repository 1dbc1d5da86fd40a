import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { UsageLimitSchema } from '@cephalo/shared/chat';
import { getUsageLimit } from '../../domain/usage/get-usage-limit';
import { sessionOf } from '../../plugins/auth';

export const getProfileLimitRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/profile/limit',
    {
      schema: { tags: ['profile'], summary: "The plan's monthly question limit and this period's use", response: { 200: UsageLimitSchema } },
    },
    async (request) => getUsageLimit({ db: app.db, userId: sessionOf(request).id }),
  );
};
