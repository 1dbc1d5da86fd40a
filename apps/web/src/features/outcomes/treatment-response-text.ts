import type { TreatmentResponse } from '@cephalo/shared/outcomes';
import type { MessageKey } from '../../i18n/i18n';
import { formatLongDate, formatPercent, formatRate, type OutcomeWords } from './format-numbers';

/**
 * A treatment's response in plain words (docs/decisions/013, Treatment response): the status,
 * the fall in migraine days per 30 diary days from the baseline (the 90 days before the start) to
 * months 2-3 of treatment, and how many diary days it rests on. Responder at a 50 % fall, 30 % for
 * a chronic migraine baseline (IHS trial guidelines, Tassorelli et al. 2018).
 */
export function treatmentResponseText(response: TreatmentResponse, { t, formats }: OutcomeWords): string {
  const { baseline, treatment } = response;
  const diaryDays = baseline.days_with_entry + treatment.days_with_entry;
  const rates = (): string => {
    const from = baseline.migraine_days_per_30;
    const to = treatment.migraine_days_per_30;
    return from !== null && to !== null
      ? t('treatments.response.ratesFromTo', { from: formatRate(from, formats), to: formatRate(to, formats), count: diaryDays })
      : t('treatments.response.rates', { count: diaryDays });
  };
  const change = (): string => {
    const reduction = response.reduction_percent ?? 0;
    if (reduction > 0) return t('treatments.response.fell', { percent: formatPercent(reduction) });
    if (reduction < 0) return t('treatments.response.rose', { percent: formatPercent(-reduction) });
    return t('treatments.response.unchanged');
  };
  const threshold = t(response.is_chronic_baseline === true ? 'treatments.response.thresholdChronic' : 'treatments.response.threshold', {
    percent: response.responder_threshold_percent,
  });

  switch (response.status) {
    case 'responder':
      return t('treatments.response.responder', { change: change(), rates: rates() });
    case 'non_responder':
      return t('treatments.response.nonResponder', { change: change(), rates: rates(), threshold });
    case 'too_early':
      return t('treatments.response.tooEarly', { from: formatLongDate(treatment.from, formats), to: formatLongDate(treatment.to, formats) });
    case 'stopped_early':
      return t('treatments.response.stoppedEarly');
    case 'not_enough_data':
      return t('treatments.response.notEnough', {
        coverage: formatPercent(response.minimum_coverage * 100),
        before: baseline.days_with_entry,
        beforeDays: baseline.days_counted,
        during: treatment.days_with_entry,
        duringDays: treatment.days_counted,
      });
    case 'no_baseline_migraine_days':
      return t('treatments.response.noBaseline', { rates: rates() });
  }
}

const LABEL_KEYS: Record<TreatmentResponse['status'], MessageKey> = {
  responder: 'treatments.label.responder',
  non_responder: 'treatments.label.nonResponder',
  too_early: 'treatments.label.tooEarly',
  stopped_early: 'treatments.label.stoppedEarly',
  not_enough_data: 'treatments.label.notEnough',
  no_baseline_migraine_days: 'treatments.label.noBaseline',
};

/** A short badge word for the status. */
export const treatmentResponseLabel = (status: TreatmentResponse['status'], { t }: Pick<OutcomeWords, 't'>): string => t(LABEL_KEYS[status]);
