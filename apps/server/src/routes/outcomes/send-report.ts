import type { FastifyReply } from 'fastify';
import type { Database } from '../../db/database';
import { gatherReportData } from '../../domain/outcomes/gather-report-data';
import { renderOutcomesReport } from '../../report/render-outcomes-report';

/** Builds the PDF report of a patient's period (checked by resolveReportPeriod) and sends it as a download that no cache keeps. */
export async function sendReport(reply: FastifyReply, { db, patientId, period: { from, to }, today }: { db: Database; patientId: string; period: { from: string; to: string }; today: string }) {
  const pdf = await renderOutcomesReport(await gatherReportData({ db, patientId, from, to, today }));
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="cephalo-report-${from}-${to}.pdf"`)
    .header('cache-control', 'no-store')
    .send(pdf);
}
