import type { Database } from '../../db/database';
import { renderOutcomesReport } from '../../report/render-outcomes-report';
import { gatherReportData } from './gather-report-data';

/** The PDF report of a patient's period (checked by resolveReportPeriod). */
export async function makeOutcomesReport({
  db,
  patientId,
  period: { from, to },
  today,
}: {
  db: Database;
  patientId: string;
  period: { from: string; to: string };
  today: string;
}): Promise<Buffer> {
  return renderOutcomesReport(await gatherReportData({ db, patientId, from, to, today }));
}
