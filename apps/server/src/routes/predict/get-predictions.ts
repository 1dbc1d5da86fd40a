import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PredictionResponseSchema } from '@cephalo/shared/diary';
import { ErrorResponseSchema } from '@cephalo/shared/errors';
import { predictHeadaches } from '../../domain/diary/predict-headaches';
import { sessionOf } from '../../plugins/auth';
import { callerToday } from '../../time/caller-time-zone';

/** GET /predict/diaries: the probability of a headache on each of the next five days, and what moved it. */
export const getPredictionsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/predict/diaries',
    {
      schema: {
        tags: ['diary'],
        summary: 'Five-day headache forecast from the patient’s diary',
        // With the patient's coordinates the forecast also weighs the forecast pressure change.
        querystring: z.object({ lat: z.coerce.number().min(-90).max(90).optional(), lon: z.coerce.number().min(-180).max(180).optional() }),
        response: { 200: PredictionResponseSchema, 400: ErrorResponseSchema },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const today = callerToday(request);
      const { lat, lon } = request.query;
      return predictHeadaches({ weather: app.weather, reads: app.reads, log: request.log, patientId: session.id, today, lat, lon });
    },
  );
};
