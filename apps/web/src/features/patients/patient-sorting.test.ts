import { describe, expect, it } from 'vitest';
import { englishT } from '../../i18n/english-for-tests';
import { lastEntryText, nextSort, trendText } from './patient-sorting';

describe("sorting the doctor's patients by a column header", () => {
  it('starts a new column at its most telling order and turns it round on a second click', () => {
    expect(nextSort(null, 'migraine_days_28')).toEqual({ key: 'migraine_days_28', direction: 'descending' });
    expect(nextSort({ key: 'migraine_days_28', direction: 'descending' }, 'migraine_days_28')).toEqual({ key: 'migraine_days_28', direction: 'ascending' });
    expect(nextSort({ key: 'migraine_days_28', direction: 'ascending' }, 'name')).toEqual({ key: 'name', direction: 'ascending' });
    expect(nextSort({ key: 'name', direction: 'ascending' }, 'attention')).toEqual({ key: 'attention', direction: 'ascending' });
  });

  it('says the trend and the last entry in words', () => {
    expect(trendText('up', englishT)).toBe('More migraine days than the 28 days before');
    expect(trendText(null, englishT)).toBe('No trend yet (under 80 % of the days recorded)');
    expect(lastEntryText(0, englishT)).toBe('Today');
    expect(lastEntryText(15, englishT)).toBe('15 days ago');
    expect(lastEntryText(null, englishT)).toBe('Never');
  });
});
