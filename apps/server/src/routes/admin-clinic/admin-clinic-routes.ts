import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ClinicMemberListSchema, ClinicMemberSchema, ClinicPatientUpdateSchema, ClinicSchema, ClinicUpdateSchema, CreateRegistrationKeySchema,
  CreatedRegistrationKeySchema, NewClinicUserSchema, RegistrationKeyListSchema,
} from '@cephalo/shared/clinic';
import { ErrorResponseSchema } from '@cephalo/shared/errors';
import { PhotoResponseSchema } from '@cephalo/shared/profile';
import { clinics } from '../../db/schema';
import { createClinicMember } from '../../domain/clinics/create-clinic-member';
import { getClinic } from '../../domain/clinics/get-clinic';
import { getClinicMember, listClinicMembers } from '../../domain/clinics/list-clinic-members';
import { updateClinic } from '../../domain/clinics/update-clinic';
import { updateClinicPatient } from '../../domain/clinics/update-clinic-patient';
import { createRegistrationKey } from '../../domain/registration-keys/create-registration-key';
import { listClinicKeys, revokeRegistrationKey } from '../../domain/registration-keys/list-clinic-keys';
import { NotFoundError } from '../../errors/http-errors';
import { removeStoredPhoto, replaceStoredPhoto } from '../../photos/replace-stored-photo';
import { sessionOf } from '../../plugins/auth';
import { ClinicAuditLogSchema } from '@cephalo/shared/access-log';
import { listAccessLog } from '../../domain/access-log/list-access-log';
import { loadAccessActor } from '../../domain/access-log/load-access-actor';
import { recordAccess } from '../../domain/access-log/record-access';
import { verifyAccessChain } from '../../domain/access-log/verify-access-chain';

const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema, 404: ErrorResponseSchema, 409: ErrorResponseSchema, 413: ErrorResponseSchema };
const security = [{ bearerAuth: [] }];
const DAY_MS = 24 * 60 * 60 * 1000;

/** The clinic administrator's screens. Every query is bounded by the administrator's own clinic. */
export const adminClinicRoutes: FastifyPluginAsyncZod = async (app) => {
  const clinicOf = (request: Parameters<typeof sessionOf>[0]) => {
    const clinicId = sessionOf(request).clinicId;
    if (!clinicId) throw new NotFoundError('You are not the administrator of a clinic.');
    return clinicId;
  };
  const swapClinicPhoto = (clinicId: string) => async (url: string | null) =>
    app.db.transaction(async (tx) => {
      const [before] = await tx.select({ url: clinics.profilePhotoUrl }).from(clinics).where(eq(clinics.id, clinicId)).for('update');
      await tx.update(clinics).set({ profilePhotoUrl: url }).where(eq(clinics.id, clinicId));
      return before?.url ?? null;
    });

  app.get('/admin-clinic', { schema: { tags: ['clinic admin'], summary: 'Your clinic', security, response: { 200: ClinicSchema, ...errors } } }, async (request) =>
    getClinic({ db: app.db, clinicId: clinicOf(request) }),
  );
  app.put('/admin-clinic', { schema: { tags: ['clinic admin'], summary: 'Change your clinic profile', security, body: ClinicUpdateSchema, response: { 200: ClinicSchema, ...errors } } }, async (request) => {
    await updateClinic({ db: app.db, clinicId: clinicOf(request), changes: request.body });
    return getClinic({ db: app.db, clinicId: clinicOf(request) });
  });
  app.post('/admin-clinic/photo', { schema: { tags: ['clinic admin'], summary: 'Upload the clinic photo (multipart field "file")', security, consumes: ['multipart/form-data'], response: { 200: PhotoResponseSchema, ...errors } } }, async (request) => {
    const url = await replaceStoredPhoto({ storage: app.photoStorage, file: await request.file(), swapUrl: swapClinicPhoto(clinicOf(request)) });
    return { user: { profile_photo_url: url } };
  });
  app.delete('/admin-clinic/photo', { schema: { tags: ['clinic admin'], summary: 'Remove the clinic photo', security, response: { 200: PhotoResponseSchema, ...errors } } }, async (request) => {
    await removeStoredPhoto({ storage: app.photoStorage, clearUrl: () => swapClinicPhoto(clinicOf(request))(null) });
    return { user: { profile_photo_url: null } };
  });

  for (const [path, role] of [['/admin-clinic/users', 'USER'], ['/admin-clinic/doctors', 'DOCTOR']] as const) {
    const noun = role === 'USER' ? 'patients' : 'doctors';
    app.get(path, { schema: { tags: ['clinic admin'], summary: `The clinic's ${noun}`, security, response: { 200: ClinicMemberListSchema, ...errors } } }, async (request) => {
      const clinicId = clinicOf(request);
      const members = await listClinicMembers({ db: app.db, clinicId, role });
      // Listing patients is a read of their data: each of them sees it in their access trail.
      if (role === 'USER') await recordAccess({ db: app.db, actor: await loadAccessActor({ db: app.db, userId: sessionOf(request).id }), patientIds: members.map((member) => member.id), clinicId, action: 'members.list' });
      return members;
    });
    app.post(path, { schema: { tags: ['clinic admin'], summary: `Add one of the clinic's ${noun}`, security, body: NewClinicUserSchema, response: { 201: ClinicMemberSchema, ...errors } } }, async (request, reply) => {
      const clinicId = clinicOf(request);
      const user = await createClinicMember({ db: app.db, clinicId, role, input: request.body });
      return reply.code(201).send(await getClinicMember({ db: app.db, clinicId, role, memberId: user.id }));
    });
  }

  app.patch(
    '/admin-clinic/users/:id',
    { schema: { tags: ['clinic admin'], summary: "Change a patient's doctor or plan", security, params: z.object({ id: z.uuid('id must be a patient id') }), body: ClinicPatientUpdateSchema, response: { 200: ClinicMemberSchema, ...errors } } },
    async (request) => {
      const clinicId = clinicOf(request);
      await app.db.transaction(async (tx) => {
        await updateClinicPatient({ db: tx, clinicId, patientId: request.params.id, changes: request.body });
        const actor = await loadAccessActor({ db: tx, userId: sessionOf(request).id });
        if (request.body.doctor_id !== undefined) await recordAccess({ db: tx, actor, patientIds: [request.params.id], clinicId, action: 'doctor.change' });
        if (request.body.plan !== undefined) await recordAccess({ db: tx, actor, patientIds: [request.params.id], clinicId, action: 'plan.change' });
      });
      // The plan rides in the cached session (what the diary gate reads): the change counts from the next request.
      app.sessions.forgetUser(request.params.id);
      return getClinicMember({ db: app.db, clinicId, role: 'USER', memberId: request.params.id });
    },
  );

  app.get('/admin-clinic/audit-log', { schema: { tags: ['clinic admin'], summary: "The clinic's access trail, newest first, and whether its hash chain is intact", security, response: { 200: ClinicAuditLogSchema, ...errors } } }, async (request) => {
    const clinicId = clinicOf(request);
    const [entries, chain] = await Promise.all([listAccessLog({ db: app.db, clinicId }), verifyAccessChain({ db: app.db })]);
    return { entries, is_intact: chain.isIntact };
  });

  app.get('/admin-clinic/registration-keys', { schema: { tags: ['clinic admin'], summary: "The clinic's registration keys", security, response: { 200: RegistrationKeyListSchema, ...errors } } }, async (request) =>
    listClinicKeys({ db: app.db, clinicId: clinicOf(request) }),
  );
  app.post(
    '/admin-clinic/registration-keys',
    { schema: { tags: ['clinic admin'], summary: 'Create a key to invite patients or doctors (its text is shown only now)', security, body: CreateRegistrationKeySchema, response: { 201: CreatedRegistrationKeySchema, ...errors } } },
    async (request, reply) => {
      const created = await createRegistrationKey({
        db: app.db, clinicId: clinicOf(request), role: request.body.role, planName: request.body.plan, uses: request.body.uses,
        expiresAt: new Date(Date.now() + request.body.expires_in_days * DAY_MS), createdById: sessionOf(request).id,
      });
      const summary = (await listClinicKeys({ db: app.db, clinicId: clinicOf(request) })).find((key) => key.id === created.id);
      if (!summary) throw new Error('created key not found');
      return reply.code(201).send({ ...summary, key: created.key });
    },
  );
  app.delete(
    '/admin-clinic/registration-keys/:id',
    { schema: { tags: ['clinic admin'], summary: 'Revoke a registration key', security, params: z.object({ id: z.uuid('id must be a key id') }), response: { 200: z.object({ revoked: z.literal(true) }), ...errors } } },
    async (request) => {
      await revokeRegistrationKey({ db: app.db, clinicId: clinicOf(request), keyId: request.params.id });
      return { revoked: true as const };
    },
  );
};
