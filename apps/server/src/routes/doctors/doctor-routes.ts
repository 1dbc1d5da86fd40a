import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DoctorPatientListQuerySchema, DoctorPatientListSchema } from '@cephalo/shared/diary';
import { ErrorResponseSchema } from '@cephalo/shared/errors';
import { PATIENT_TOTAL_HEADER } from '@cephalo/shared/patient-order';
import { DoctorProfileSchema, ProfileUpdateSchema } from '@cephalo/shared/profile';
import { doctorPatientsRead } from '../../cache/cached-reads';
import { loadAccessActor } from '../../domain/access-log/load-access-actor';
import { recordPatientListView } from '../../domain/access-log/record-patient-list-view';
import { pageDoctorPatients } from '../../domain/doctors/page-doctor-patients';
import { getDoctorProfile } from '../../domain/profile/get-doctor-profile';
import { updateDoctorProfile } from '../../domain/profile/update-doctor-profile';
import { sessionOf } from '../../plugins/auth';
import { callerToday } from '../../time/caller-time-zone';

const errors = { 400: ErrorResponseSchema, 404: ErrorResponseSchema };

/** The doctor's own profile (photo and password go through /profile/photo and /reset-password) and patient list. */
export const doctorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/doctors', { schema: { tags: ['doctor'], summary: 'Your doctor profile', response: { 200: DoctorProfileSchema, ...errors } } }, async (request) =>
    getDoctorProfile({ db: app.db, userId: sessionOf(request).id }),
  );
  app.put(
    '/doctors',
    { schema: { tags: ['doctor'], summary: 'Change your doctor profile', body: ProfileUpdateSchema, response: { 200: DoctorProfileSchema, ...errors } } },
    async (request) => updateDoctorProfile({ db: app.db, userId: sessionOf(request).id, changes: request.body }),
  );

  app.get(
    '/doctors/patients',
    {
      schema: {
        tags: ['doctor'],
        summary:
          "The doctor's own patients, with the last 30 days' migraine, headache and acute medication days, the overuse status and the migraine trend (all, by surname, or one page in the chosen order; x-total-count says how many match)",
        querystring: DoctorPatientListQuerySchema,
        response: { 200: DoctorPatientListSchema, ...errors },
      },
    },
    // Kept in the read cache under the doctor and under each patient it shows (cache/cached-reads.ts).
    // The numbers of 500 patients' 60 days take tens of milliseconds to compute.
    async (request, reply) => {
      const doctorId = sessionOf(request).id;
      const today = callerToday(request);
      const patients = await app.reads.read(doctorPatientsRead, doctorId, { today });
      // The screen asks for one page at a time; the order and the search work on the kept list.
      const { page, total } = pageDoctorPatients(patients, request.query);
      // Each view shows the page's patients with their last 30 days: one trail row names them all.
      const actor = await loadAccessActor({ db: app.db, userId: doctorId });
      await recordPatientListView({
        db: app.db,
        trail: app.accessTrail,
        actor,
        patientIds: page.map((patient) => patient.id),
        clinicId: sessionOf(request).clinicId,
      });
      void reply.header(PATIENT_TOTAL_HEADER, String(total));
      return page;
    },
  );
};
