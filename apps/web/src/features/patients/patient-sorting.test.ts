import { describe, expect, it } from 'vitest';
import { nextSort, sortPatients, trendText, type PatientThirtyDays } from './patient-sorting';

const patient = (id: string, surname: string, overrides: Partial<PatientThirtyDays> = {}): PatientThirtyDays => ({
  id, name: 'Pat', surname, email: `${id}@example.test`, migraine_days_30: 0, acute_medication_days_30: 0, migraine_days_trend: 'same', ...overrides,
});

const ids = (patients: PatientThirtyDays[]) => patients.map((item) => item.id);

describe('sorting the doctor\'s patients', () => {
  const patients = [
    patient('a', 'Novak', { migraine_days_30: 4, acute_medication_days_30: 12, migraine_days_trend: 'down' }),
    patient('b', 'Adams', { migraine_days_30: 9, acute_medication_days_30: 3, migraine_days_trend: 'up' }),
    patient('c', 'Zorn', { migraine_days_30: null, acute_medication_days_30: null, migraine_days_trend: null }),
    patient('d', 'Berg', { migraine_days_30: 4, acute_medication_days_30: 0, migraine_days_trend: 'same' }),
  ];

  it('keeps the server order until a column is chosen', () => {
    expect(ids(sortPatients(patients, null))).toEqual(['a', 'b', 'c', 'd']);
  });

  it('sorts by migraine days both ways, ties by name, patients without numbers last', () => {
    expect(ids(sortPatients(patients, { key: 'migraine_days_30', direction: 'descending' }))).toEqual(['b', 'd', 'a', 'c']);
    expect(ids(sortPatients(patients, { key: 'migraine_days_30', direction: 'ascending' }))).toEqual(['d', 'a', 'b', 'c']);
  });

  it('sorts by acute medication days, by trend (rising first) and by name', () => {
    expect(ids(sortPatients(patients, { key: 'acute_medication_days_30', direction: 'descending' }))).toEqual(['a', 'b', 'd', 'c']);
    expect(ids(sortPatients(patients, { key: 'migraine_days_trend', direction: 'descending' }))).toEqual(['b', 'd', 'a', 'c']);
    expect(ids(sortPatients(patients, { key: 'name', direction: 'ascending' }))).toEqual(['b', 'd', 'a', 'c']);
    expect(ids(sortPatients(patients, { key: 'name', direction: 'descending' }))).toEqual(['c', 'a', 'd', 'b']);
  });

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
