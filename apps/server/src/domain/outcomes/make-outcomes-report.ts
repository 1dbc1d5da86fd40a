import type { FastifyBaseLogger } from 'fastify';
import type { InterfaceLanguageCode } from '@cephalo/shared/interface-languages';
import type { Database } from '../../db/database';
import { canDrawLanguage } from '../../report/report-fonts';
import { renderOutcomesReport } from '../../report/render-outcomes-report';
import { getInterfaceLanguage } from '../profile/get-interface-language';
import { gatherReportData } from './gather-report-data';

/**
 * The PDF report of a patient's period (checked by resolveReportPeriod), in the reader's interface
 * language (decision 030): the doctor's, or the patient's own. A Chinese or Japanese report needs
 * the CJK font (report-fonts.ts); on a server without it the report is written in English, and the
 * log says what to install.
 */
export async function makeOutcomesReport({
  db,
  patientId,
  readerId,
  period: { from, to },
  today,
  log,
}: {
  db: Database;
  patientId: string;
  /** Who reads it: the patient's doctor, or the patient. */
  readerId: string;
  period: { from: string; to: string };
  today: string;
  log: FastifyBaseLogger;
}): Promise<Buffer> {
  const [data, wanted] = await Promise.all([gatherReportData({ db, patientId, from, to, today }), getInterfaceLanguage({ db, userId: readerId })]);
  const language: InterfaceLanguageCode = canDrawLanguage(wanted) ? wanted : 'en';
  if (language !== wanted) log.warn({ language: wanted }, 'report written in English: install the fonts-noto-cjk package for Chinese and Japanese reports');
  return renderOutcomesReport(data, { language });
}
