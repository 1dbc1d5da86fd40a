import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { exportFhirBundle } from '../../domain/outcomes/export-fhir-bundle';
import { sessionOf } from '../../plugins/auth';
import { callerToday } from '../../time/caller-time-zone';

/**
 * Sends a patient's FHIR R4 Bundle (docs/decisions/013) as a download to the signed-in reader: the
 * patient themselves or their own doctor, once the route has checked that the patient is theirs.
 * The patient's export and the doctor's download are one record for the trail and one media type;
 * only the file's name, made from the day it is dated, tells who downloaded it.
 */
export async function sendFhirBundle(
  app: Pick<FastifyInstance, 'db' | 'accessTrail' | 'config'>,
  request: FastifyRequest,
  reply: FastifyReply,
  { patientId, fileName }: { patientId: string; fileName: (today: string) => string },
) {
  const reader = sessionOf(request);
  const today = callerToday(request);
  const bundle = await exportFhirBundle({
    db: app.db,
    trail: app.accessTrail,
    patientId,
    readerId: reader.id,
    clinicId: reader.clinicId,
    today,
    publicUrl: app.config.PUBLIC_URL,
  });
  return reply
    .header('content-type', 'application/fhir+json')
    .header('content-disposition', `attachment; filename="${fileName(today)}"`)
    .send({ ...bundle });
}
