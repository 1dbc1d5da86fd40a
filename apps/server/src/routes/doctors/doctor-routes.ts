import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DoctorPatientListQuerySchema, DoctorPatientListSchema, DoctorPatientOverviewSchema } from '@cephalo/shared/diary';
import { previousWindow, recentWindow } from '@cephalo/shared/outcome-windows';
import { ErrorResponseSchema } from '@cephalo/shared/errors';
import { PATIENT_TOTAL_HEADER } from '@cephalo/shared/patient-order';
import { DoctorProfileSchema, ProfileUpdateSchema } from '@cephalo/shared/profile';
import { doctorPatientsRead, trailReaderRead } from '../../cache/cached-reads';
import { recordPatientListView } from '../../domain/access-log/record-patient-list-view';
import { openPatientForDoctor } from '../../domain/doctors/open-patient-for-doctor';
import { pageDoctorPatients } from '../../domain/doctors/page-doctor-patients';
import { NotFoundError } from '../../errors/http-errors';
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
          "The doctor's own patients, with the last 28 days' migraine, headache and acute medication days, the overuse status, the migraine trend, the days since the last entry and the reasons for attention (all, by surname, or one page in the chosen order and filters; x-total-count says how many match)",
        querystring: DoctorPatientListQuerySchema,
        response: { 200: DoctorPatientListSchema, ...errors },
      },
    },
    // Kept in the read cache under the doctor and under each patient it shows (cache/cached-reads.ts).
    // The numbers of 500 patients' 56 days take tens of milliseconds to compute.
    async (request, reply) => {
      const doctorId = sessionOf(request).id;
      const today = callerToday(request);
      const patients = await app.reads.read(doctorPatientsRead, doctorId, { today });
      // The screen asks for one page at a time; the order and the search work on the kept list.
      const { page, total } = pageDoctorPatients(patients, request.query);
      // Each view shows the page's patients with their last 28 days: one trail row names them all,
      // with the reader's name as the trail seals it (kept: no query per view).
      await recordPatientListView({
        db: app.db,
        trail: app.accessTrail,
        actor: await app.reads.read(trailReaderRead, doctorId, {}),
        patientIds: page.map((patient) => patient.id),
        clinicId: sessionOf(request).clinicId,
      });
      void reply.header(PATIENT_TOTAL_HEADER, String(total));
      return page;
    },
  );

  app.get(
    '/doctors/patients/:id',
    {
      schema: {
        tags: ['doctor'],
        summary:
          "The head of a patient's page: the list's numbers of the last 28 days and the reasons for attention (404 unless the patient is yours). Opening it is the visit's one access-trail row",
        params: z.object({ id: z.uuid('id must be a patient id') }),
        response: { 200: DoctorPatientOverviewSchema, ...errors },
      },
    },
    async (request) => {
      const doctorId = sessionOf(request).id;
      const patientId = request.params.id;
      const today = callerToday(request);
      // The page's one trail row: its outcomes, treatments, MIDAS and diary reads add none.
      await openPatientForDoctor({
        db: app.db,
        reads: app.reads,
        trail: app.accessTrail,
        doctorId,
        patientId,
        clinicId: sessionOf(request).clinicId,
        action: 'patient.open',
      });
      // The list's own kept row (the doctor usually comes from the list): the same numbers, no new reads.
      const patient = (await app.reads.read(doctorPatientsRead, doctorId, { today })).find((candidate) => candidate.id === patientId);
      if (!patient) throw new NotFoundError('Patient not found');
      return { ...patient, recent_window: recentWindow(today), previous_window: previousWindow(today) };
    },
  );
};
