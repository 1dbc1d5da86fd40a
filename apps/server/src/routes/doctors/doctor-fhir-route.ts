import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponseSchema } from '@cephalo/shared/errors';
import { assertOwnPatient } from '../../domain/doctors/assert-own-patient';
import { sessionOf } from '../../plugins/auth';
import { sendFhirBundle } from '../outcomes/send-fhir-bundle';

/**
 * GET /api/doctors/patients/{id}/fhir: the FHIR R4 Bundle the patient can download of themselves,
 * for their own doctor only (another doctor's patient: 404, as everywhere), recorded in the
 * patient's access trail (issue 35, docs/decisions/028).
 */
export const doctorFhirRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/doctors/patients/:id/fhir',
    {
      schema: {
        tags: ['doctor'],
        summary: "A patient's diary days and MIDAS scores as a FHIR R4 Bundle (a download)",
        params: z.object({ id: z.uuid('id must be a patient id') }),
        produces: ['application/fhir+json'],
        response: { 200: z.record(z.string(), z.unknown()), 400: ErrorResponseSchema, 404: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const patientId = request.params.id;
      await assertOwnPatient({ db: app.db, doctorId: sessionOf(request).id, patientId });
      return sendFhirBundle(app, request, reply, { patientId, fileName: (today) => `cephalo-patient-${patientId.slice(0, 8)}-${today}.fhir.json` });
    },
  );
};
