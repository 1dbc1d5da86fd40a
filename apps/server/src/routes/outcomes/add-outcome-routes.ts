import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponseSchema } from '@cephalo/shared/errors';
import {
  MidasScoreSchema,
  OutcomesQuerySchema,
  OutcomesResponseSchema,
  PreventiveTreatmentCreateSchema,
  ReportQuerySchema,
  TreatmentWithResponseSchema,
} from '@cephalo/shared/outcomes';
import { outcomesRead } from '../../cache/cached-reads';
import { createTreatment } from '../../domain/outcomes/create-treatment';
import { deleteTreatment } from '../../domain/outcomes/delete-treatment';
import { listMidasScores } from '../../domain/outcomes/list-midas-scores';
import { listTreatments } from '../../domain/outcomes/list-treatments';
import { makeOutcomesReport } from '../../domain/outcomes/make-outcomes-report';
import { resolveReportPeriod } from '../../domain/outcomes/resolve-report-period';
import { updateTreatment } from '../../domain/outcomes/update-treatment';
import { sessionOf } from '../../plugins/auth';
import { callerToday } from '../../time/caller-time-zone';
import { sendReport } from './send-report';

type OutcomeRoute = 'outcomes' | 'treatments' | 'createTreatment' | 'updateTreatment' | 'deleteTreatment' | 'midas' | 'report';

/** Who reads a patient's outcomes (the patient, or their doctor): where the routes stand and what the reader must pass. */
export interface OutcomesReader {
  /** The path the routes stand under: '' for the patient's own, the patient's path for their doctor. */
  path: string;
  tag: string;
  summaries: Record<OutcomeRoute, string>;
  /** The path's parameters naming the patient, if the path names one. */
  patientParams?: z.ZodObject;
  /** The path of one treatment, and its parameters (the treatment's, and the patient's if the path names one). */
  treatmentPath: string;
  treatmentParams: z.ZodObject;
  patientOf: (request: FastifyRequest) => string;
  treatmentOf: (request: FastifyRequest) => string;
  /** Before a read (a 404 for a doctor whose patient it is not). */
  checkRead: (request: FastifyRequest) => Promise<void>;
  /** Makes a change to the treatments, with what the reader's side checks and records around it. */
  change: <T>(request: FastifyRequest, change: () => Promise<T>) => Promise<T>;
  /** Once a report's period is known to be valid, before it is made (a doctor's download is a trail row). */
  recordReport: (request: FastifyRequest) => Promise<void>;
}

const errors = { 400: ErrorResponseSchema, 404: ErrorResponseSchema };

/**
 * A patient's outcomes (issue 17): monthly numbers, preventive treatments, MIDAS scores and the PDF
 * report, for the patient themselves (the patient from the session) or for their own doctor (the
 * patient from the path). The routes of both read and change the same way; only `reader` says
 * where they stand, how they are described and what each reader's side checks and records.
 */
export function addOutcomeRoutes(app: Parameters<FastifyPluginAsyncZod>[0], reader: OutcomesReader) {
  const { path, tag, summaries, patientParams, treatmentPath, treatmentParams, patientOf, treatmentOf } = reader;
  const params = patientParams ? { params: patientParams } : {};
  // The patient's kept outcomes are dropped before the change answers, whoever made it: the
  // doctor's page reads them again at once.
  const changeTreatments = async <T>(request: FastifyRequest, change: () => Promise<T>) => {
    const changed = await reader.change(request, change);
    app.reads.forget(patientOf(request));
    return changed;
  };

  app.get(
    `${path}/outcomes`,
    { schema: { tags: [tag], summary: summaries.outcomes, ...params, querystring: OutcomesQuerySchema, response: { 200: OutcomesResponseSchema, ...errors } } },
    async (request) => {
      await reader.checkRead(request);
      return app.reads.read(outcomesRead, patientOf(request), { today: callerToday(request), months: request.query.months });
    },
  );

  app.get(
    `${path}/treatments`,
    { schema: { tags: [tag], summary: summaries.treatments, ...params, response: { 200: z.array(TreatmentWithResponseSchema), ...errors } } },
    async (request) => {
      await reader.checkRead(request);
      return listTreatments({ db: app.db, patientId: patientOf(request), today: callerToday(request) });
    },
  );

  app.post(
    `${path}/treatments`,
    {
      schema: {
        tags: [tag],
        summary: summaries.createTreatment,
        ...params,
        body: PreventiveTreatmentCreateSchema,
        response: { 201: TreatmentWithResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const [patientId, recordedBy, today] = [patientOf(request), sessionOf(request).id, callerToday(request)];
      const created = await changeTreatments(request, () => createTreatment({ db: app.db, patientId, recordedBy, values: request.body, today }));
      return reply.code(201).send(created);
    },
  );

  app.put(
    treatmentPath,
    {
      schema: {
        tags: [tag],
        summary: summaries.updateTreatment,
        params: treatmentParams,
        body: PreventiveTreatmentCreateSchema,
        response: { 200: TreatmentWithResponseSchema, ...errors },
      },
    },
    async (request) => {
      const [patientId, treatmentId, today] = [patientOf(request), treatmentOf(request), callerToday(request)];
      return changeTreatments(request, () => updateTreatment({ db: app.db, patientId, treatmentId, values: request.body, today }));
    },
  );

  app.delete(
    treatmentPath,
    { schema: { tags: [tag], summary: summaries.deleteTreatment, params: treatmentParams, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      const [patientId, treatmentId] = [patientOf(request), treatmentOf(request)];
      await changeTreatments(request, () => deleteTreatment({ db: app.db, patientId, treatmentId }));
      return reply.code(204).send(null);
    },
  );

  app.get(
    `${path}/midas`,
    { schema: { tags: [tag], summary: summaries.midas, ...params, response: { 200: z.array(MidasScoreSchema), ...errors } } },
    async (request) => {
      await reader.checkRead(request);
      return listMidasScores({ db: app.db, patientId: patientOf(request) });
    },
  );

  app.get(
    `${path}/report.pdf`,
    {
      schema: {
        tags: [tag],
        summary: summaries.report,
        ...params,
        querystring: ReportQuerySchema,
        produces: ['application/pdf'],
        response: { ...errors },
      },
    },
    async (request, reply) => {
      const today = callerToday(request);
      await reader.checkRead(request);
      // A refused period (400) is not a read: the trail gets a row only when the report is made.
      const period = resolveReportPeriod(request.query, today);
      await reader.recordReport(request);
      const [patientId, readerId] = [patientOf(request), sessionOf(request).id];
      return sendReport(reply, { period, pdf: await makeOutcomesReport({ db: app.db, patientId, readerId, period, today, log: request.log }) });
    },
  );
}
