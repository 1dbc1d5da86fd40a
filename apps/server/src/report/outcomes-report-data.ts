import type { Ichd3Assessment } from '@cephalo/clinic/insights/ichd3-assessment';
import type { PeriodOutcomeCounts } from '@cephalo/clinic/outcomes/count-period-outcomes';
import type { MidasScore, TreatmentWithResponse } from '@cephalo/shared/outcomes';

/** One calendar month of the report, clipped to the report's period. */
export interface ReportMonth extends PeriodOutcomeCounts {
  month: string; // yyyy-MM
  from: string;
  to: string;
}

/** Everything the PDF shows, as plain data: the renderer reads nothing else. */
export interface OutcomesReportData {
  patientName: string;
  from: string;
  to: string;
  /** The day the report was made, on the reader's clock. */
  generatedOn: string;
  months: ReportMonth[];
  /** The whole period (its coverage is the report's data coverage). */
  period: PeriodOutcomeCounts;
  /** The last 30 days up to `to`: the overuse status ICHD-3 8.2 reads per month. */
  last30Days: PeriodOutcomeCounts & { from: string; to: string };
  treatments: TreatmentWithResponse[];
  midasLatest: MidasScore | null;
  assessment: Ichd3Assessment;
}
