import type { MidasScore, OutcomesResponse, PreventiveTreatment } from '@cephalo/shared/outcomes';
import type { ClinicalDiaryDay } from '../insights/clinical-diary-day';
import { assessTreatmentResponse } from './assess-treatment-response';
import { countMonthlyOutcomes, countWindowOutcomes } from './count-monthly-outcomes';

/**
 * The body of GET /api/outcomes (and the doctor's view of a patient): the calendar months, the 28
 * days up to today, each preventive treatment with its response, and the latest MIDAS score.
 * `history` must reach 90 days before the earliest treatment start for its baseline.
 */
export function summarizeOutcomes({
  history,
  today,
  months,
  treatments,
  midasLatest = null,
}: {
  history: ClinicalDiaryDay[];
  today: string;
  months: number;
  treatments: PreventiveTreatment[];
  midasLatest?: MidasScore | null;
}): OutcomesResponse {
  return {
    months: countMonthlyOutcomes(history, { today, months }),
    window_28_days: countWindowOutcomes(history, { to: today }),
    treatments: [...treatments]
      .sort((a, b) => a.started_on.localeCompare(b.started_on))
      .map((treatment) => ({ ...treatment, response: assessTreatmentResponse(history, treatment, today) })),
    midas_latest: midasLatest,
  };
}
