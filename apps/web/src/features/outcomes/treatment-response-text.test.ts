import { describe, expect, it } from 'vitest';
import type { TreatmentResponse } from '@cephalo/shared/outcomes';
import { ENGLISH_FORMATS, englishT } from '../../i18n/english-for-tests';
import { treatmentResponseLabel as labelIn, treatmentResponseText as textIn } from './treatment-response-text';

const ENGLISH = { t: englishT, formats: ENGLISH_FORMATS };
const treatmentResponseText = (response: TreatmentResponse) => textIn(response, ENGLISH);
const treatmentResponseLabel = (status: TreatmentResponse['status']) => labelIn(status, ENGLISH);

const window = (overrides: Partial<TreatmentResponse['baseline']>): TreatmentResponse['baseline'] => ({
  from: '2026-01-01',
  to: '2026-03-31',
  days_counted: 90,
  days_with_entry: 90,
  coverage: 1,
  headache_days: 0,
  migraine_days: 0,
  migraine_days_per_30: null,
  headache_days_per_30: null,
  ...overrides,
});

const response = (overrides: Partial<TreatmentResponse>): TreatmentResponse => ({
  status: 'responder',
  baseline: window({ days_with_entry: 54, days_counted: 60, migraine_days_per_30: 8 }),
  treatment: window({ from: '2026-05-01', to: '2026-06-29', days_with_entry: 30, days_counted: 60, migraine_days_per_30: 3.6 }),
  is_chronic_baseline: false,
  responder_threshold_percent: 50,
  reduction_percent: 55,
  minimum_coverage: 0.8,
  ...overrides,
});

describe('treatment response in words', () => {
  it('states a responder with the rates and the diary days behind them', () => {
    expect(treatmentResponseText(response({}))).toBe('Responder: migraine days fell 55 % (from 8.0 to 3.6 per month; 84 diary days).');
    expect(treatmentResponseLabel('responder')).toBe('Responder');
  });

  it('names the threshold a non-responder missed, 30 % for a chronic baseline, and a rise as a rise', () => {
    const chronic = response({ status: 'non_responder', is_chronic_baseline: true, responder_threshold_percent: 30, reduction_percent: 12.4 });
    chronic.treatment.migraine_days_per_30 = 7;
    expect(treatmentResponseText(chronic)).toBe(
      'Not a responder: migraine days fell 12 % (from 8.0 to 7.0 per month; 84 diary days); a response is a fall of 30 % or more (the threshold for chronic migraine).',
    );
    const worse = response({ status: 'non_responder', reduction_percent: -25 });
    worse.treatment.migraine_days_per_30 = 10;
    expect(treatmentResponseText(worse)).toBe(
      'Not a responder: migraine days rose 25 % (from 8.0 to 10.0 per month; 84 diary days); a response is a fall of 50 % or more.',
    );
  });

  it('says when a response cannot be read yet, or at all', () => {
    expect(treatmentResponseText(response({ status: 'too_early', reduction_percent: null }))).toBe(
      'Too early: response is read in months 2-3 of treatment (1 May 2026 to 29 June 2026).',
    );
    expect(treatmentResponseText(response({ status: 'stopped_early' }))).toBe('Stopped before the end of month 3: no response can be read.');
    expect(treatmentResponseText(response({ status: 'not_enough_data', reduction_percent: null }))).toBe(
      'Not enough diary to read a response: it needs entries on 80 % of days before and during treatment (before: 54 of 60 days; months 2-3: 30 of 60 days).',
    );
  });

  it('leaves the rates out when the server withheld them', () => {
    const noBaseline = response({ status: 'no_baseline_migraine_days', reduction_percent: null });
    noBaseline.baseline.migraine_days_per_30 = null;
    expect(treatmentResponseText(noBaseline)).toBe('No migraine days in the 90 days before the start, so no fall can be measured (84 diary days).');
  });
});
