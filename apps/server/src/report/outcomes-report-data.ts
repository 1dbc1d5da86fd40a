import type { Ichd3Assessment } from '@cephalo/clinic/insights/ichd3-assessment';
import type { PeriodOutcomeCounts } from '@cephalo/clinic/outcomes/count-period-outcomes';
import type { MidasScore, TreatmentWithResponse } from '@cephalo/shared/outcomes';

/** One calendar month of the report, clipped to the report's period (outcome-windows.ts, monthsOfPeriod). */
export interface ReportMonth extends PeriodOutcomeCounts {
  month: string; // yyyy-MM
  from: string;
  to: string;
  /** The period covers only part of the month: its rows say which days. */
  is_partial: boolean;
}

/** Everything the PDF shows, as plain data: the renderer reads nothing else. */
export interface OutcomesReportData {
  patientName: string;
  /** The patient's clinic and doctor, named on the report; null when the patient has none. */
  clinicName: string | null;
  doctorName: string | null;
  from: string;
  to: string;
  /** The day the report was made, on the reader's clock. */
  generatedOn: string;
  months: ReportMonth[];
  /** The whole period (its coverage is the report's data coverage). */
  period: PeriodOutcomeCounts;
  /** The last 28 days up to `to` (the recent window of every screen): the overuse status ICHD-3 8.2 reads per month. */
  recentWindow: PeriodOutcomeCounts & { from: string; to: string };
  treatments: TreatmentWithResponse[];
  midasLatest: MidasScore | null;
  assessment: Ichd3Assessment;
}
