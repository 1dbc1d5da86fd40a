import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PredictionResponseSchema } from '@cephalo/shared/diary';
import { ErrorResponseSchema } from '@cephalo/shared/errors';
import { assertDiaryIncluded } from '../../domain/diary/assert-diary-included';
import { getHeadacheForecast } from '../../domain/diary/get-headache-forecast';
import { loadClinicalDiary } from '../../domain/diary/load-clinical-diary';
import { sessionOf } from '../../plugins/auth';
import { localDateTime, requestTimeZone } from '../../time/local-date-time';

/** GET /predict/diaries: the probability of a headache on each of the next five days. */
export const getPredictionsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/predict/diaries',
    {
      onRequest: [app.authenticate, app.requireRole('USER')],
      schema: {
        tags: ['diary'],
        summary: 'Five-day headache forecast from the patient’s diary',
        security: [{ bearerAuth: [] }],
        response: { 200: PredictionResponseSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema },
      },
    },
    async (request) => {
      const userId = sessionOf(request).id;
      await assertDiaryIncluded({ db: app.db, userId, supportEmail: app.config.SUPPORT_EMAIL });
      const today = localDateTime(new Date(), requestTimeZone(request.headers)).date;
      const diary = await loadClinicalDiary({ db: app.db, patientId: userId, today });
      return { predictions: [getHeadacheForecast({ diary, today }).probabilities] };
    },
  );
};
