import type { TreatmentResponse } from '@cephalo/shared/outcomes';
import { formatLongDate, formatPercent, formatRate } from './format-numbers';

/**
 * A treatment's response in plain words (docs/decisions/013, Treatment response): the status,
 * the fall in migraine days per 30 diary days from the baseline (the 90 days before the start) to
 * months 2-3 of treatment, and how many diary days it rests on. Responder at a 50 % fall, 30 % for
 * a chronic migraine baseline (IHS trial guidelines, Tassorelli et al. 2018).
 */
export function treatmentResponseText(response: TreatmentResponse): string {
  const { baseline, treatment } = response;
  const diaryDays = baseline.days_with_entry + treatment.days_with_entry;
  const rates = (): string => {
    const from = baseline.migraine_days_per_30;
    const to = treatment.migraine_days_per_30;
    const ratePart = from !== null && to !== null ? `from ${formatRate(from)} to ${formatRate(to)} per month; ` : '';
    return `(${ratePart}${diaryDays} diary days)`;
  };
  const change = (): string => {
    const reduction = response.reduction_percent ?? 0;
    if (reduction > 0) return `migraine days fell ${formatPercent(reduction)}`;
    if (reduction < 0) return `migraine days rose ${formatPercent(-reduction)}`;
    return 'migraine days did not change';
  };
  const threshold = `${response.responder_threshold_percent} % or more${response.is_chronic_baseline === true ? ' (the threshold for chronic migraine)' : ''}`;

  switch (response.status) {
    case 'responder':
      return `Responder: ${change()} ${rates()}.`;
    case 'non_responder':
      return `Not a responder: ${change()} ${rates()}; a response is a fall of ${threshold}.`;
    case 'too_early':
      return `Too early: response is read in months 2-3 of treatment (${formatLongDate(treatment.from)} to ${formatLongDate(treatment.to)}).`;
    case 'stopped_early':
      return 'Stopped before the end of month 3: no response can be read.';
    case 'not_enough_data':
      return (
        `Not enough diary to read a response: it needs entries on ${formatPercent(response.minimum_coverage * 100)} of days ` +
        `before and during treatment (before: ${baseline.days_with_entry} of ${baseline.days_counted} days; ` +
        `months 2-3: ${treatment.days_with_entry} of ${treatment.days_counted} days).`
      );
    case 'no_baseline_migraine_days':
      return `No migraine days in the 90 days before the start, so no fall can be measured ${rates()}.`;
  }
}

/** A short badge word for the status. */
export const treatmentResponseLabel = (status: TreatmentResponse['status']): string =>
  ({
    responder: 'Responder',
    non_responder: 'Not a responder',
    too_early: 'Too early',
    stopped_early: 'Stopped early',
    not_enough_data: 'Not enough diary',
    no_baseline_migraine_days: 'No baseline migraine days',
  })[status];
