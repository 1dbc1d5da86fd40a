import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponseSchema } from '@cephalo/shared/errors';
import { MidasAnswersSchema, MidasScoreSchema } from '@cephalo/shared/outcomes';
import { recordMidasScore } from '../../domain/outcomes/record-midas-score';
import { sessionOf } from '../../plugins/auth';
import { callerToday } from '../../time/caller-time-zone';
import { addOutcomeRoutes } from './add-outcome-routes';

const treatmentParams = z.object({ id: z.uuid('id must be a treatment id') });

/** The patient's own outcomes (issue 17): monthly numbers, preventive treatments, MIDAS and the PDF report. */
export const outcomesRoutes: FastifyPluginAsyncZod = async (app) => {
  // The patient is the signed-in one: nothing to check before a read, nothing to record of it.
  addOutcomeRoutes(app, {
    path: '',
    tag: 'outcomes',
    summaries: {
      outcomes: 'Your monthly migraine, headache and acute medication days, the last 28 days, treatments with their response and the latest MIDAS score',
      treatments: 'Your preventive treatments, newest start first, with their response',
      createTreatment: 'Record a preventive treatment',
      updateTreatment: 'Change one of your treatments (for example its stop date)',
      deleteTreatment: 'Remove one of your treatments',
      midas: 'Your MIDAS scores, newest first',
      report: 'Your headache report of a period as a PDF (default: the last three calendar months; at most 13)',
    },
    treatmentPath: '/treatments/:id',
    treatmentParams,
    patientOf: (request) => sessionOf(request).id,
    treatmentOf: (request) => treatmentParams.parse(request.params).id,
    checkRead: async () => {},
    change: (_request, change) => change(),
    recordReport: async () => {},
  });

  app.post(
    '/midas',
    {
      schema: {
        tags: ['outcomes'],
        summary: 'Answer the MIDAS questionnaire (days of the last 3 months); stored with its score and grade',
        body: MidasAnswersSchema,
        response: { 201: MidasScoreSchema, 400: ErrorResponseSchema, 404: ErrorResponseSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await recordMidasScore({ db: app.db, patientId: sessionOf(request).id, answers: request.body, today: callerToday(request) })),
  );
};
