import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponseSchema } from '@cephalo/shared/errors';
import {
  MidasAnswersSchema,
  MidasScoreSchema,
  OutcomesQuerySchema,
  OutcomesResponseSchema,
  PreventiveTreatmentCreateSchema,
  ReportQuerySchema,
  TreatmentWithResponseSchema,
} from '@cephalo/shared/outcomes';
import { createTreatment } from '../../domain/outcomes/create-treatment';
import { deleteTreatment } from '../../domain/outcomes/delete-treatment';
import { outcomeCountsRead } from '../../cache/cached-reads';
import { getOutcomes } from '../../domain/outcomes/get-outcomes';
import { listMidasScores } from '../../domain/outcomes/list-midas-scores';
import { listTreatments } from '../../domain/outcomes/list-treatments';
import { makeOutcomesReport } from '../../domain/outcomes/make-outcomes-report';
import { resolveReportPeriod } from '../../domain/outcomes/resolve-report-period';
import { recordMidasScore } from '../../domain/outcomes/record-midas-score';
import { updateTreatment } from '../../domain/outcomes/update-treatment';
import { sessionOf } from '../../plugins/auth';
import { callerToday } from '../../time/caller-time-zone';
import { sendReport } from './send-report';

const errors = { 400: ErrorResponseSchema, 404: ErrorResponseSchema };
const treatmentParams = z.object({ id: z.uuid('id must be a treatment id') });

/** The patient's own outcomes (issue 17): monthly numbers, preventive treatments, MIDAS and the PDF report. */
export const outcomesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/outcomes',
    {
      schema: {
        tags: ['outcomes'],
        summary: 'Your monthly migraine, headache and acute medication days, the last 28 days, treatments with their response and the latest MIDAS score',
        querystring: OutcomesQuerySchema,
        response: { 200: OutcomesResponseSchema, ...errors },
      },
    },
    async (request) => {
      const [patientId, today, months] = [sessionOf(request).id, callerToday(request), request.query.months];
      return getOutcomes({ db: app.db, patientId, today, months, countDiary: () => app.reads.read(outcomeCountsRead, patientId, { today, months }) });
    },
  );

  app.get(
    '/treatments',
    {
      schema: {
        tags: ['outcomes'],
        summary: 'Your preventive treatments, newest start first, with their response',
        response: { 200: z.array(TreatmentWithResponseSchema), ...errors },
      },
    },
    async (request) => listTreatments({ db: app.db, patientId: sessionOf(request).id, today: callerToday(request) }),
  );

  app.post(
    '/treatments',
    {
      schema: {
        tags: ['outcomes'],
        summary: 'Record a preventive treatment',
        body: PreventiveTreatmentCreateSchema,
        response: { 201: TreatmentWithResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const patientId = sessionOf(request).id;
      return reply.code(201).send(await createTreatment({ db: app.db, patientId, recordedBy: patientId, values: request.body, today: callerToday(request) }));
    },
  );

  app.put(
    '/treatments/:id',
    {
      schema: {
        tags: ['outcomes'],
        summary: 'Change one of your treatments (for example its stop date)',
        params: treatmentParams,
        body: PreventiveTreatmentCreateSchema,
        response: { 200: TreatmentWithResponseSchema, ...errors },
      },
    },
    async (request) =>
      updateTreatment({ db: app.db, patientId: sessionOf(request).id, treatmentId: request.params.id, values: request.body, today: callerToday(request) }),
  );

  app.delete(
    '/treatments/:id',
    { schema: { tags: ['outcomes'], summary: 'Remove one of your treatments', params: treatmentParams, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await deleteTreatment({ db: app.db, patientId: sessionOf(request).id, treatmentId: request.params.id });
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/midas',
    { schema: { tags: ['outcomes'], summary: 'Your MIDAS scores, newest first', response: { 200: z.array(MidasScoreSchema), ...errors } } },
    async (request) => listMidasScores({ db: app.db, patientId: sessionOf(request).id }),
  );

  app.post(
    '/midas',
    {
      schema: {
        tags: ['outcomes'],
        summary: 'Answer the MIDAS questionnaire (days of the last 3 months); stored with its score and grade',
        body: MidasAnswersSchema,
        response: { 201: MidasScoreSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await recordMidasScore({ db: app.db, patientId: sessionOf(request).id, answers: request.body, today: callerToday(request) })),
  );

  app.get(
    '/report.pdf',
    {
      schema: {
        tags: ['outcomes'],
        summary: 'Your headache report of a period as a PDF (default: the last three calendar months; at most 13)',
        querystring: ReportQuerySchema,
        produces: ['application/pdf'],
        response: { ...errors },
      },
    },
    async (request, reply) => {
      const today = callerToday(request);
      const period = resolveReportPeriod(request.query, today);
      return sendReport(reply, {
        period,
        pdf: await makeOutcomesReport({ db: app.db, patientId: sessionOf(request).id, readerId: sessionOf(request).id, period, today, log: request.log }),
      });
    },
  );
};
