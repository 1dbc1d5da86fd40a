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
import type { AccessAction } from '../../domain/access-log/record-access';
import { outcomeCountsRead } from '../../cache/cached-reads';
import { assertOwnPatient } from '../../domain/doctors/assert-own-patient';
import { changePatientAsDoctor } from '../../domain/doctors/change-patient-as-doctor';
import { openPatientForDoctor } from '../../domain/doctors/open-patient-for-doctor';
import { createTreatment } from '../../domain/outcomes/create-treatment';
import { deleteTreatment } from '../../domain/outcomes/delete-treatment';
import { getOutcomes } from '../../domain/outcomes/get-outcomes';
import { listMidasScores } from '../../domain/outcomes/list-midas-scores';
import { listTreatments } from '../../domain/outcomes/list-treatments';
import { makeOutcomesReport } from '../../domain/outcomes/make-outcomes-report';
import { resolveReportPeriod } from '../../domain/outcomes/resolve-report-period';
import { updateTreatment } from '../../domain/outcomes/update-treatment';
import { sessionOf } from '../../plugins/auth';
import { callerToday } from '../../time/caller-time-zone';
import { sendReport } from '../outcomes/send-report';

const errors = { 400: ErrorResponseSchema, 404: ErrorResponseSchema };
const patientParams = z.object({ id: z.uuid('id must be a patient id') });
const treatmentParams = patientParams.extend({ treatmentId: z.uuid('treatmentId must be a treatment id') });

/**
 * A doctor's view of their own patient's outcomes (issue 17): another doctor's patient answers
 * 404, as the diary does. These reads are parts of the patient's page, whose opening
 * (GET /doctors/patients/{id}) is the visit's one access-trail row (issue 35), so they add none;
 * the report, a download of its own, and every change do. The doctor may record, change and remove
 * preventive treatments (recorded_by is the doctor).
 */
export const doctorOutcomesRoutes: FastifyPluginAsyncZod = async (app) => {
  const assertOwn = (request: Parameters<typeof sessionOf>[0] & { params: { id: string } }) =>
    assertOwnPatient({ db: app.db, doctorId: sessionOf(request).id, patientId: request.params.id });
  const recordForPatient = (request: Parameters<typeof sessionOf>[0] & { params: { id: string } }, action: AccessAction) =>
    openPatientForDoctor({
      db: app.db,
      trail: app.accessTrail,
      doctorId: sessionOf(request).id,
      patientId: request.params.id,
      clinicId: sessionOf(request).clinicId,
      action,
    });
  const changeAsDoctor = <T>(request: Parameters<typeof sessionOf>[0] & { params: { id: string } }, change: () => Promise<T>) =>
    changePatientAsDoctor({
      db: app.db,
      trail: app.accessTrail,
      doctorId: sessionOf(request).id,
      patientId: request.params.id,
      clinicId: sessionOf(request).clinicId,
      change,
    });

  app.get(
    '/doctors/patients/:id/outcomes',
    {
      schema: {
        tags: ['doctor'],
        summary: "A patient's monthly numbers, treatments with response and latest MIDAS score",
        params: patientParams,
        querystring: OutcomesQuerySchema,
        response: { 200: OutcomesResponseSchema, ...errors },
      },
    },
    async (request) => {
      await assertOwn(request);
      const [patientId, today, months] = [request.params.id, callerToday(request), request.query.months];
      return getOutcomes({ db: app.db, patientId, today, months, countDiary: () => app.reads.read(outcomeCountsRead, patientId, { today, months }) });
    },
  );

  app.get(
    '/doctors/patients/:id/treatments',
    {
      schema: {
        tags: ['doctor'],
        summary: "A patient's preventive treatments, newest start first, with their response",
        params: patientParams,
        response: { 200: z.array(TreatmentWithResponseSchema), ...errors },
      },
    },
    async (request) => {
      await assertOwn(request);
      return listTreatments({ db: app.db, patientId: request.params.id, today: callerToday(request) });
    },
  );

  app.post(
    '/doctors/patients/:id/treatments',
    {
      schema: {
        tags: ['doctor'],
        summary: 'Record a preventive treatment for a patient',
        params: patientParams,
        body: PreventiveTreatmentCreateSchema,
        response: { 201: TreatmentWithResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const created = await changeAsDoctor(request, () =>
        createTreatment({ db: app.db, patientId: request.params.id, recordedBy: sessionOf(request).id, values: request.body, today: callerToday(request) }),
      );
      return reply.code(201).send(created);
    },
  );

  app.put(
    '/doctors/patients/:id/treatments/:treatmentId',
    {
      schema: {
        tags: ['doctor'],
        summary: "Change a patient's treatment",
        params: treatmentParams,
        body: PreventiveTreatmentCreateSchema,
        response: { 200: TreatmentWithResponseSchema, ...errors },
      },
    },
    async (request) =>
      changeAsDoctor(request, () =>
        updateTreatment({
          db: app.db,
          patientId: request.params.id,
          treatmentId: request.params.treatmentId,
          values: request.body,
          today: callerToday(request),
        }),
      ),
  );

  app.delete(
    '/doctors/patients/:id/treatments/:treatmentId',
    { schema: { tags: ['doctor'], summary: "Remove a patient's treatment", params: treatmentParams, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await changeAsDoctor(request, () => deleteTreatment({ db: app.db, patientId: request.params.id, treatmentId: request.params.treatmentId }));
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/doctors/patients/:id/midas',
    {
      schema: {
        tags: ['doctor'],
        summary: "A patient's MIDAS scores, newest first",
        params: patientParams,
        response: { 200: z.array(MidasScoreSchema), ...errors },
      },
    },
    async (request) => {
      await assertOwn(request);
      return listMidasScores({ db: app.db, patientId: request.params.id });
    },
  );

  app.get(
    '/doctors/patients/:id/report.pdf',
    {
      schema: {
        tags: ['doctor'],
        summary: "A patient's headache report of a period as a PDF (default: the last three calendar months)",
        params: patientParams,
        querystring: ReportQuerySchema,
        produces: ['application/pdf'],
        response: { ...errors },
      },
    },
    async (request, reply) => {
      const today = callerToday(request);
      // A refused period (400) is not a read: the trail gets a row only when the report is made.
      await assertOwnPatient({ db: app.db, doctorId: sessionOf(request).id, patientId: request.params.id });
      const period = resolveReportPeriod(request.query, today);
      await recordForPatient(request, 'report.read');
      return sendReport(reply, {
        period,
        pdf: await makeOutcomesReport({ db: app.db, patientId: request.params.id, readerId: sessionOf(request).id, period, today, log: request.log }),
      });
    },
  );
};
