import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DiaryEntryInputSchema, DiaryEntryListSchema, DiaryEntrySchema, DiaryPageQuerySchema, DiaryRangeQuerySchema } from '@cephalo/shared/diary';
import { ErrorResponseSchema } from '@cephalo/shared/errors';
import { diaryEntriesRead } from '../../cache/cached-reads';
import { getOwnDiaryEntry } from '../../domain/diary/get-own-diary-entry';
import type { DiaryEntrySelection } from '../../domain/diary/list-diary-entries';
import { saveDiaryEntry } from '../../domain/diary/save-diary-entry';
import { sessionOf } from '../../plugins/auth';
import { assertOwnPatient } from '../../domain/doctors/assert-own-patient';
import { callerToday } from '../../time/caller-time-zone';

const errors = { 400: ErrorResponseSchema, 404: ErrorResponseSchema };

/** The patient's diary (the access rule asks for a plan that includes it) and the doctor's read-only view. */
export const diaryRoutes: FastifyPluginAsyncZod = async (app) => {
  // Kept under the patient, whoever reads them: a saved entry drops every range and page at once.
  const readDiaryEntries = (patientId: string, selection: DiaryEntrySelection) => app.reads.read(diaryEntriesRead, patientId, selection);

  app.post(
    '/diaries',
    {
      schema: {
        tags: ['diary'],
        summary: 'Save the entry of a date (creates or updates)',
        body: DiaryEntryInputSchema,
        response: { 200: DiaryEntrySchema, 201: DiaryEntrySchema, ...errors },
      },
    },
    async (request, reply) => {
      const today = callerToday(request);
      const saved = await saveDiaryEntry({ db: app.db, userId: sessionOf(request).id, values: request.body, today });
      return reply.code(saved.isNew ? 201 : 200).send(saved.entry);
    },
  );

  app.get(
    '/diaries/user/',
    {
      schema: {
        tags: ['diary'],
        summary: "The signed-in patient's entries, newest first (all, or those from `from` to `to`)",
        querystring: DiaryRangeQuerySchema,
        response: { 200: DiaryEntryListSchema, ...errors },
      },
    },
    async (request) => readDiaryEntries(sessionOf(request).id, request.query),
  );

  app.get(
    '/diaries/:id/user/',
    {
      schema: {
        tags: ['diary'],
        summary: 'One of the patient’s own entries',
        params: z.object({ id: z.uuid('id must be a diary entry id') }),
        response: { 200: DiaryEntrySchema, ...errors },
      },
    },
    async (request) => getOwnDiaryEntry({ db: app.db, userId: sessionOf(request).id, entryId: request.params.id }),
  );

  app.get(
    '/diaries/user/:patientId',
    {
      schema: {
        tags: ['diary'],
        summary: "A patient's entries, newest first, for their own doctor (all, or a page of `limit` entries before `before`)",
        params: z.object({ patientId: z.uuid('patientId must be a patient id') }),
        querystring: DiaryPageQuerySchema,
        response: { 200: DiaryEntryListSchema, ...errors },
      },
    },
    async (request) => {
      // A part of the patient's page: its opening (GET /doctors/patients/{id}) is the visit's trail row.
      // The doctor's kept patient ids say whether the patient is theirs (no query per page of the diary).
      await assertOwnPatient({ db: app.db, reads: app.reads, doctorId: sessionOf(request).id, patientId: request.params.patientId });
      return readDiaryEntries(request.params.patientId, request.query);
    },
  );
};
