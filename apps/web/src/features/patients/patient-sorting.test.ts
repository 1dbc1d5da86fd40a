import { describe, expect, it } from 'vitest';
import { nextSort, trendText } from './patient-sorting';

describe("sorting the doctor's patients by a column header", () => {
  it('starts a new column at its most telling order and turns it round on a second click', () => {
    expect(nextSort(null, 'migraine_days_30')).toEqual({ key: 'migraine_days_30', direction: 'descending' });
    expect(nextSort({ key: 'migraine_days_30', direction: 'descending' }, 'migraine_days_30')).toEqual({ key: 'migraine_days_30', direction: 'ascending' });
    expect(nextSort({ key: 'migraine_days_30', direction: 'ascending' }, 'name')).toEqual({ key: 'name', direction: 'ascending' });
  });

  it('says the trend in words for screen readers', () => {
    expect(trendText('up')).toBe('More migraine days than the 30 days before');
    expect(trendText(null)).toBe('No trend yet');
  });
});
