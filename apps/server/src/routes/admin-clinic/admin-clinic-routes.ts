import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ClinicMemberListQuerySchema,
  ClinicMemberListSchema,
  ClinicMemberSchema,
  ClinicPatientUpdateSchema,
  ClinicSchema,
  ClinicUpdateSchema,
  CreateRegistrationKeySchema,
  CreatedRegistrationKeySchema,
  NewClinicUserSchema,
  RegistrationKeyListSchema,
} from '@cephalo/shared/clinic';
import { ErrorResponseSchema } from '@cephalo/shared/errors';
import { PATIENT_TOTAL_HEADER } from '@cephalo/shared/patient-order';
import { PhotoResponseSchema } from '@cephalo/shared/profile';
import { ClinicAuditLogQuerySchema, ClinicAuditLogSchema, TRAIL_INTACT_HEADER } from '@cephalo/shared/access-log';
import { clinicTrailCsv } from '../../domain/access-log/clinic-trail-csv';
import { getClinicAuditLog, readCheckedTrail } from '../../domain/access-log/get-clinic-audit-log';
import { describeAccessRow } from '../../domain/access-log/list-access-log';
import { createClinicMember } from '../../domain/clinics/create-clinic-member';
import { notifyClinicMemberAttempt } from '../../domain/clinics/notify-clinic-member-attempt';
import { requestLanguage } from '../../i18n/request-language';
import { getClinic } from '../../domain/clinics/get-clinic';
import { listClinicMembers } from '../../domain/clinics/list-clinic-members';
import { updateClinic } from '../../domain/clinics/update-clinic';
import { updateClinicPatient } from '../../domain/clinics/update-clinic-patient';
import { removeProfilePhoto } from '../../domain/profile-photos/remove-profile-photo';
import { replaceProfilePhoto } from '../../domain/profile-photos/replace-profile-photo';
import { createClinicKey } from '../../domain/registration-keys/create-clinic-key';
import { listClinicKeys } from '../../domain/registration-keys/list-clinic-keys';
import { revokeRegistrationKey } from '../../domain/registration-keys/revoke-registration-key';
import { NotFoundError } from '../../errors/http-errors';
import { sessionOf } from '../../plugins/auth';
import { afterAnswer } from '../after-answer';

/** Sends the trail's CSV as a download that no cache keeps (the body is text, not the JSON of a schema). */
function sendCsv(reply: FastifyReply, { csv, isIntact }: { csv: string; isIntact: boolean }) {
  const day = new Date().toISOString().slice(0, 10);
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="access-trail-${day}.csv"`)
    .header(TRAIL_INTACT_HEADER, String(isIntact))
    .header('cache-control', 'no-store')
    .send(csv);
}

/** The most rows one CSV download holds (about 150 bytes each). */
const CSV_MAX_ROWS = 100_000;
const errors = { 400: ErrorResponseSchema, 404: ErrorResponseSchema, 409: ErrorResponseSchema, 413: ErrorResponseSchema };

/** The clinic administrator's screens. Every query is bounded by the administrator's own clinic. */
export const adminClinicRoutes: FastifyPluginAsyncZod = async (app) => {
  const clinicOf = (request: Parameters<typeof sessionOf>[0]) => {
    const clinicId = sessionOf(request).clinicId;
    if (!clinicId) throw new NotFoundError('You are not the administrator of a clinic.');
    return clinicId;
  };

  app.get('/admin-clinic', { schema: { tags: ['clinic admin'], summary: 'Your clinic', response: { 200: ClinicSchema, ...errors } } }, async (request) =>
    getClinic({ db: app.db, clinicId: clinicOf(request) }),
  );
  app.put(
    '/admin-clinic',
    { schema: { tags: ['clinic admin'], summary: 'Change your clinic profile', body: ClinicUpdateSchema, response: { 200: ClinicSchema, ...errors } } },
    async (request) => updateClinic({ db: app.db, clinicId: clinicOf(request), changes: request.body }),
  );
  app.post(
    '/admin-clinic/photo',
    {
      schema: {
        tags: ['clinic admin'],
        summary: 'Upload the clinic photo (multipart field "file")',
        consumes: ['multipart/form-data'],
        response: { 200: PhotoResponseSchema, ...errors },
      },
    },
    async (request) => {
      const url = await replaceProfilePhoto({ db: app.db, storage: app.photoStorage, owner: { clinicId: clinicOf(request) }, file: await request.file() });
      return { user: { profile_photo_url: url } };
    },
  );
  app.delete(
    '/admin-clinic/photo',
    { schema: { tags: ['clinic admin'], summary: 'Remove the clinic photo', response: { 200: PhotoResponseSchema, ...errors } } },
    async (request) => {
      await removeProfilePhoto({ db: app.db, storage: app.photoStorage, owner: { clinicId: clinicOf(request) } });
      return { user: { profile_photo_url: null } };
    },
  );

  for (const [path, role] of [
    ['/admin-clinic/users', 'USER'],
    ['/admin-clinic/doctors', 'DOCTOR'],
  ] as const) {
    const noun = role === 'USER' ? 'patients' : 'doctors';
    app.get(
      path,
      {
        schema: {
          tags: ['clinic admin'],
          summary: `The clinic's ${noun} (all, by surname, or one page of those matching the search; x-total-count says how many match)`,
          querystring: ClinicMemberListQuerySchema,
          response: { 200: ClinicMemberListSchema, ...errors },
        },
      },
      async (request, reply) => {
        const { page, total } = await listClinicMembers({
          db: app.db,
          trail: app.accessTrail,
          clinicId: clinicOf(request),
          role,
          adminId: sessionOf(request).id,
          query: request.query,
        });
        void reply.header(PATIENT_TOTAL_HEADER, String(total));
        return page;
      },
    );
    app.post(
      path,
      {
        schema: {
          tags: ['clinic admin'],
          summary: `Add one of the clinic's ${noun} (409 for an address or username of your clinic; one of another clinic's account is not revealed: the answer is the same and the person is told by e-mail)`,
          body: NewClinicUserSchema,
          response: { 201: ClinicMemberSchema, ...errors },
        },
      },
      async (request, reply) => {
        const clinicId = clinicOf(request);
        const language = requestLanguage(request);
        const { member, notice } = await createClinicMember({ db: app.db, clinicId, role, input: request.body, language });
        // The mail goes after the answer, so its time does not tell either.
        if (notice)
          afterAnswer(
            reply,
            () => notifyClinicMemberAttempt({ db: app.db, mailer: app.mailer, clinicId, notice, publicUrl: app.config.PUBLIC_URL, language }),
            'clinic member attempt mail failed',
          );
        return reply.code(201).send(member);
      },
    );
  }

  app.patch(
    '/admin-clinic/users/:id',
    {
      schema: {
        tags: ['clinic admin'],
        summary: "Change a patient's doctor or plan",
        params: z.object({ id: z.uuid('id must be a patient id') }),
        body: ClinicPatientUpdateSchema,
        response: { 200: ClinicMemberSchema, ...errors },
      },
    },
    async (request) => {
      const patient = await updateClinicPatient({
        db: app.db,
        trail: app.accessTrail,
        clinicId: clinicOf(request),
        patientId: request.params.id,
        adminId: sessionOf(request).id,
        changes: request.body,
      });
      // The plan rides in the cached session (what the diary gate reads): the change counts from the next request.
      app.sessions.forgetUser(request.params.id);
      return patient;
    },
  );

  app.get(
    '/admin-clinic/audit-log',
    {
      schema: {
        tags: ['clinic admin'],
        summary:
          "The clinic's access trail, newest first: one page of the rows the filters match (who, patient, act, time), how many match, and whether its chain is intact (sealed with a key the database does not hold, and anchored)",
        querystring: ClinicAuditLogQuerySchema,
        response: { 200: ClinicAuditLogSchema, ...errors },
      },
    },
    async (request) => {
      const { offset, limit, ...filters } = request.query;
      const clinicId = clinicOf(request);
      const { auditLog, problem } = await getClinicAuditLog({ db: app.db, trail: app.accessTrail, clinicId, filters, offset, limit });
      // What broke, for whoever investigates; the administrator is told to contact them.
      if (problem) request.log.warn({ clinicId, problem }, 'the clinic access trail is not intact');
      return auditLog;
    },
  );

  app.get(
    '/admin-clinic/audit-log.csv',
    {
      schema: {
        tags: ['clinic admin'],
        summary: `Every row of the clinic's access trail the filters match (at most ${CSV_MAX_ROWS}), newest first, as a CSV download; ${TRAIL_INTACT_HEADER} says whether the chain checked out`,
        querystring: ClinicAuditLogQuerySchema.omit({ offset: true, limit: true }),
        produces: ['text/csv'],
        response: { ...errors },
      },
    },
    async (request, reply) => {
      const clinicId = clinicOf(request);
      const { rows, problem } = await readCheckedTrail({ db: app.db, trail: app.accessTrail, clinicId, filters: request.query, limit: CSV_MAX_ROWS });
      if (problem) request.log.warn({ clinicId, problem }, 'the clinic access trail is not intact');
      return sendCsv(reply, { csv: clinicTrailCsv(rows.map(describeAccessRow)), isIntact: problem === null });
    },
  );

  app.get(
    '/admin-clinic/registration-keys',
    { schema: { tags: ['clinic admin'], summary: "The clinic's registration keys", response: { 200: RegistrationKeyListSchema, ...errors } } },
    async (request) => listClinicKeys({ db: app.db, clinicId: clinicOf(request) }),
  );
  app.post(
    '/admin-clinic/registration-keys',
    {
      schema: {
        tags: ['clinic admin'],
        summary: 'Create a key to invite patients or doctors (its text is shown only now)',
        body: CreateRegistrationKeySchema,
        response: { 201: CreatedRegistrationKeySchema, ...errors },
      },
    },
    async (request, reply) => {
      const { role, plan, uses, expires_in_days: expiresInDays } = request.body;
      return reply
        .code(201)
        .send(await createClinicKey({ db: app.db, clinicId: clinicOf(request), adminId: sessionOf(request).id, role, planName: plan, uses, expiresInDays }));
    },
  );
  app.delete(
    '/admin-clinic/registration-keys/:id',
    {
      schema: {
        tags: ['clinic admin'],
        summary: 'Revoke a registration key',
        params: z.object({ id: z.uuid('id must be a key id') }),
        response: { 200: z.object({ revoked: z.literal(true) }), ...errors },
      },
    },
    async (request) => {
      await revokeRegistrationKey({ db: app.db, clinicId: clinicOf(request), keyId: request.params.id });
      return { revoked: true as const };
    },
  );
};
