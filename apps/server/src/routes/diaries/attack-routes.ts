import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DiaryEntrySchema } from '@cephalo/shared/diary';
import { AttackEndInputSchema, AttackInputSchema } from '@cephalo/shared/diary-attack';
import { ErrorResponseSchema } from '@cephalo/shared/errors';
import { endAttack } from '../../domain/diary/end-attack';
import { recordAttack } from '../../domain/diary/record-attack';
import { sessionOf } from '../../plugins/auth';
import { callerToday } from '../../time/caller-time-zone';

/**
 * "Headache now" and "It ended" (issue 34): an attack fills the diary entry of its day, merged
 * with what the day holds. Plan-gated like the diary (access-rules.ts); the answer is the entry.
 */
export const attackRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/diaries/attacks',
    {
      schema: {
        tags: ['diary'],
        summary: "Record a headache attack in the entry of the day it started (merged with the day's other attacks)",
        body: AttackInputSchema,
        response: { 200: DiaryEntrySchema, 400: ErrorResponseSchema },
      },
    },
    async (request) => recordAttack({ db: app.db, userId: sessionOf(request).id, attack: request.body, today: callerToday(request) }),
  );

  app.post(
    '/diaries/attacks/end',
    {
      schema: {
        tags: ['diary'],
        summary: 'Record when the headache of a day ended ("It ended")',
        body: AttackEndInputSchema,
        response: { 200: DiaryEntrySchema, 400: ErrorResponseSchema, 404: ErrorResponseSchema },
      },
    },
    async (request) => endAttack({ db: app.db, userId: sessionOf(request).id, end: request.body }),
  );
};
