import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { assertOwnPatient } from '../../domain/doctors/assert-own-patient';
import { changePatientAsDoctor } from '../../domain/doctors/change-patient-as-doctor';
import { openPatientForDoctor } from '../../domain/doctors/open-patient-for-doctor';
import { sessionOf } from '../../plugins/auth';
import { addOutcomeRoutes } from '../outcomes/add-outcome-routes';

const patientParams = z.object({ id: z.uuid('id must be a patient id') });
const treatmentParams = patientParams.extend({ treatmentId: z.uuid('treatmentId must be a treatment id') });
/** The patient the path names (the route has validated it against `patientParams`). */
const patientOf = (request: FastifyRequest) => patientParams.parse(request.params).id;

/**
 * A doctor's view of their own patient's outcomes (issue 17): another doctor's patient answers
 * 404, as the diary does. These reads are parts of the patient's page, whose opening
 * (GET /doctors/patients/{id}) is the visit's one access-trail row (issue 35), so they add none;
 * the report, a download of its own, and every change do. The doctor may record, change and remove
 * preventive treatments (recorded_by is the doctor).
 */
export const doctorOutcomesRoutes: FastifyPluginAsyncZod = async (app) => {
  const doctorAndPatient = (request: FastifyRequest) => {
    const { id: doctorId, clinicId } = sessionOf(request);
    return { db: app.db, trail: app.accessTrail, doctorId, patientId: patientOf(request), clinicId };
  };
  addOutcomeRoutes(app, {
    path: '/doctors/patients/:id',
    tag: 'doctor',
    summaries: {
      outcomes: "A patient's monthly numbers, treatments with response and latest MIDAS score",
      treatments: "A patient's preventive treatments, newest start first, with their response",
      createTreatment: 'Record a preventive treatment for a patient',
      updateTreatment: "Change a patient's treatment",
      deleteTreatment: "Remove a patient's treatment",
      midas: "A patient's MIDAS scores, newest first",
      report: "A patient's headache report of a period as a PDF (default: the last three calendar months)",
    },
    patientParams,
    treatmentPath: '/doctors/patients/:id/treatments/:treatmentId',
    treatmentParams,
    patientOf,
    treatmentOf: (request) => treatmentParams.parse(request.params).treatmentId,
    // From the doctor's kept patient ids (cached-reads.ts), as the page's head and diary check it.
    checkRead: (request) => assertOwnPatient({ db: app.db, reads: app.reads, doctorId: sessionOf(request).id, patientId: patientOf(request) }),
    change: (request, change) => changePatientAsDoctor({ ...doctorAndPatient(request), change }),
    recordReport: (request) => openPatientForDoctor({ ...doctorAndPatient(request), action: 'report.read' }),
  });
};
