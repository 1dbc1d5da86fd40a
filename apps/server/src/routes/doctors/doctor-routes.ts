import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema } from '@cephalo/shared/errors';
import { DoctorProfileSchema, ProfileUpdateSchema } from '@cephalo/shared/profile';
import { getDoctorProfile } from '../../domain/profile/get-profile';
import { updateProfile } from '../../domain/profile/update-profile';
import { sessionOf } from '../../plugins/auth';

const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema, 404: ErrorResponseSchema };
const security = [{ bearerAuth: [] }];

/** The doctor's own profile (photo and password go through /profile/photo and /reset-password). */
export const doctorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/doctors', { schema: { tags: ['doctor'], summary: 'Your doctor profile', security, response: { 200: DoctorProfileSchema, ...errors } } }, async (request) =>
    getDoctorProfile({ db: app.db, userId: sessionOf(request).id }),
  );
  app.put(
    '/doctors',
    { schema: { tags: ['doctor'], summary: 'Change your doctor profile', security, body: ProfileUpdateSchema, response: { 200: DoctorProfileSchema, ...errors } } },
    async (request) => {
      await updateProfile({ db: app.db, userId: sessionOf(request).id, changes: request.body });
      return getDoctorProfile({ db: app.db, userId: sessionOf(request).id });
    },
  );
};
