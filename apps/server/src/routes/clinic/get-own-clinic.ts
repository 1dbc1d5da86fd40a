import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ClinicSchema } from '@cephalo/shared/clinic';
import { ErrorResponseSchema } from '@cephalo/shared/errors';
import { getClinic } from '../../domain/clinics/get-clinic';
import { NotFoundError } from '../../errors/http-errors';
import { sessionOf } from '../../plugins/auth';

/** GET /clinic/{id}: only the signed-in user's own clinic; any other id answers 404. */
export const getOwnClinicRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/clinic/:id',
    {
      schema: {
        tags: ['clinic'],
        summary: 'Your clinic',
        params: z.object({ id: z.uuid('id must be a clinic id') }),
        response: { 200: ClinicSchema, 400: ErrorResponseSchema, 404: ErrorResponseSchema },
      },
    },
    async (request) => {
      if (sessionOf(request).clinicId !== request.params.id) throw new NotFoundError('Clinic not found');
      return getClinic({ db: app.db, clinicId: request.params.id });
    },
  );
};
