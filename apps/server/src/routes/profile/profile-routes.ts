import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema } from '@cephalo/shared/errors';
import { AccessLogSchema } from '@cephalo/shared/access-log';
import { ProfileExportQuerySchema } from '@cephalo/shared/outcomes';
import { AccountErasureRequestSchema, PhotoResponseSchema, ProfileUpdateSchema, UserProfileSchema } from '@cephalo/shared/profile';
import { z } from 'zod';
import { listAccessLog } from '../../domain/access-log/list-access-log';
import { erasePatientAccount } from '../../domain/profile/erase-patient-account';
import { exportPatientData } from '../../domain/profile/export-patient-data';
import { WHAT_ERASURE_LEAVES } from '../../domain/profile/what-erasure-leaves';
import { getProfile } from '../../domain/profile/get-profile';
import { updateProfile } from '../../domain/profile/update-profile';
import { removeProfilePhoto } from '../../domain/profile-photos/remove-profile-photo';
import { replaceProfilePhoto } from '../../domain/profile-photos/replace-profile-photo';
import { sessionOf } from '../../plugins/auth';
import { sendFhirBundle } from '../outcomes/send-fhir-bundle';

const errors = { 400: ErrorResponseSchema, 404: ErrorResponseSchema, 413: ErrorResponseSchema };

/** The signed-in user's own profile and photo, whatever the role. */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/profile', { schema: { tags: ['profile'], summary: 'Your profile', response: { 200: UserProfileSchema, ...errors } } }, async (request) =>
    getProfile({ db: app.db, userId: sessionOf(request).id }),
  );

  app.put(
    '/profile',
    {
      schema: {
        tags: ['profile'],
        summary: 'Change your name, phone, bio or chat language',
        body: ProfileUpdateSchema,
        response: { 200: UserProfileSchema, ...errors },
      },
    },
    async (request) => updateProfile({ db: app.db, userId: sessionOf(request).id, changes: request.body }),
  );

  app.get('/profile/photo', { schema: { tags: ['profile'], summary: 'Your photo', response: { 200: PhotoResponseSchema, ...errors } } }, async (request) => {
    const profile = await getProfile({ db: app.db, userId: sessionOf(request).id });
    return { user: { profile_photo_url: profile.profile_photo_url } };
  });

  app.post(
    '/profile/photo',
    {
      schema: {
        tags: ['profile'],
        summary: 'Upload your photo (multipart field "file", an image up to 5 MB)',
        consumes: ['multipart/form-data'],
        response: { 200: PhotoResponseSchema, ...errors },
      },
    },
    async (request) => {
      const url = await replaceProfilePhoto({ db: app.db, storage: app.photoStorage, owner: { userId: sessionOf(request).id }, file: await request.file() });
      return { user: { profile_photo_url: url } };
    },
  );

  app.delete(
    '/profile/photo',
    { schema: { tags: ['profile'], summary: 'Remove your photo', response: { 200: PhotoResponseSchema, ...errors } } },
    async (request) => {
      await removeProfilePhoto({ db: app.db, storage: app.photoStorage, owner: { userId: sessionOf(request).id } });
      return { user: { profile_photo_url: null } };
    },
  );

  app.get(
    '/profile/access-log',
    {
      schema: { tags: ['profile'], summary: 'Who read your data or changed your doctor or plan, newest first', response: { 200: AccessLogSchema, ...errors } },
    },
    async (request) => listAccessLog({ db: app.db, patientId: sessionOf(request).id }),
  );

  app.get(
    '/profile/export',
    {
      schema: {
        tags: ['profile'],
        summary: 'Everything stored about you, as a JSON download; `format=fhir`: your diary days and MIDAS scores as a FHIR R4 Bundle',
        querystring: ProfileExportQuerySchema,
        response: { 200: z.record(z.string(), z.unknown()), ...errors },
      },
    },
    async (request, reply) => {
      const session = sessionOf(request);
      if (request.query.format === 'fhir') {
        return sendFhirBundle(app, request, reply, { patientId: session.id, fileName: (today) => `cephalo-my-data-${today}.fhir.json` });
      }
      const data = await exportPatientData({ db: app.db, trail: app.accessTrail, patientId: session.id, clinicId: session.clinicId });
      const day = data.exported_at.slice(0, 10);
      return reply.header('content-disposition', `attachment; filename="cephalo-my-data-${day}.json"`).send(data);
    },
  );

  app.delete(
    '/profile',
    {
      schema: {
        tags: ['profile'],
        summary: "Erase your account and all your data (current password required; wrong ones count towards the account's lock, 429)",
        body: AccountErasureRequestSchema,
        description: WHAT_ERASURE_LEAVES,
        response: { 204: z.null(), ...errors, 429: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      await erasePatientAccount({ db: app.db, photoStorage: app.photoStorage, userId: sessionOf(request).id, password: request.body.password });
      app.sessions.forgetUser(sessionOf(request).id);
      request.log.info({ userId: sessionOf(request).id }, "account erased at its owner's request");
      return reply.status(204).send(null);
    },
  );
};
