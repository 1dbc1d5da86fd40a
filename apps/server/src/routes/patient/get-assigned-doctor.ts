import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema } from '@cephalo/shared/errors';
import { AssignedDoctorSchema } from '@cephalo/shared/profile';
import { getAssignedDoctor } from '../../domain/profile/get-assigned-doctor';
import { sessionOf } from '../../plugins/auth';

/** GET /patient/doctor: the name of the signed-in patient's doctor (404 without one). */
export const getAssignedDoctorRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/patient/doctor',
    {
      schema: {
        tags: ['profile'],
        summary: "Your doctor's name",
        response: { 200: AssignedDoctorSchema, 400: ErrorResponseSchema, 404: ErrorResponseSchema },
      },
    },
    async (request) => getAssignedDoctor({ db: app.db, patientId: sessionOf(request).id }),
  );
};
