import { useMutation } from '@tanstack/react-query';
import { saveDownload } from '../../../lib/save-download';
import { subjectPath, type OutcomesSubject } from '../outcomes-subject';
import { defaultReportFileName, reportQuery, type ReportPeriod } from '../report-period';

/** GET /api/report.pdf?from&to (or the doctor's patient's), saved as a file. */
export const downloadReport = (subject: OutcomesSubject, period: ReportPeriod): Promise<string> =>
  saveDownload(subjectPath(subject, `/report.pdf?${reportQuery(period)}`), { fallbackName: defaultReportFileName(period) });

export const useDownloadReport = (subject: OutcomesSubject, { onSuccess }: { onSuccess: (fileName: string) => void }) =>
  useMutation({ mutationFn: (period: ReportPeriod) => downloadReport(subject, period), onSuccess });
