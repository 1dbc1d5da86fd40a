import { describe, expect, it } from 'vitest';
import { matchesPatientFilters, patientPageQuery, sortPatients, type PatientTriageRow } from './patient-order';
import { attentionReasons, attentionSummary, LONG_SILENCE_DAYS } from './patient-triage';

const patient = (id: string, surname: string, overrides: Partial<PatientTriageRow> = {}): PatientTriageRow => ({
  id,
  name: 'Pat',
  surname,
  email: `${id}@example.test`,
  migraine_days_28: 2,
  migraine_days_previous_28: 2,
  acute_medication_days_28: 2,
  days_with_entry_28: 28,
  overuse_status: 'none',
  migraine_days_trend: 'same',
  days_since_last_entry: 0,
  ...overrides,
});
const ids = (patients: PatientTriageRow[]) => patients.map((item) => item.id);

describe('who needs attention first', () => {
  const calm = patient('calm', 'Adams');
  const calmToo = patient('calm-too', 'Baker', { migraine_days_28: 6 });
  const silent = patient('silent', 'Cole', { days_since_last_entry: LONG_SILENCE_DAYS });
  const never = patient('never', 'Dunn', { days_since_last_entry: null, days_with_entry_28: 0, migraine_days_28: 0, acute_medication_days_28: 0 });
  const worse = patient('worse', 'Evans', { migraine_days_trend: 'up', migraine_days_28: 9, migraine_days_previous_28: 4 });
  const atRisk = patient('at-risk', 'Zorn', { overuse_status: 'at_risk', acute_medication_days_28: 8 });
  const overuse = patient('overuse', 'Young', { overuse_status: 'overuse', acute_medication_days_28: 12 });
  const overuseMore = patient('overuse-more', 'Xu', { overuse_status: 'overuse', acute_medication_days_28: 16 });
  const list = [calm, calmToo, silent, never, worse, atRisk, overuse, overuseMore];

  it('puts overuse, then its risk, then rising migraine days, then long silence first, the calm ones last', () => {
    expect(ids(sortPatients(list, { key: 'attention', direction: 'ascending' }))).toEqual([
      'overuse-more',
      'overuse',
      'at-risk',
      'worse',
      'silent',
      'never',
      'calm-too',
      'calm',
    ]);
  });

  it('says why, with the numbers of the last 28 days', () => {
    expect(attentionSummary(atRisk)).toBe('Risk of medication overuse: 8 acute medication days in the last 28 days');
    expect(attentionSummary(overuse)).toBe('Medication overuse: 12 acute medication days in the last 28 days');
    expect(attentionSummary(worse)).toBe('Migraine days rising: 9, against 4 in the 28 days before');
    expect(attentionSummary(silent)).toBe('No diary entry for 14 days');
    expect(attentionSummary(never)).toBe('No diary entries yet');
    expect(attentionSummary(calm)).toBeNull();
    expect(attentionReasons({ ...worse, overuse_status: 'at_risk', days_since_last_entry: 20 })).toEqual(['overuse_risk', 'worsening', 'silent']);
  });

  it('is not silent one day before the threshold', () => {
    expect(attentionReasons(patient('x', 'X', { days_since_last_entry: LONG_SILENCE_DAYS - 1 }))).toEqual([]);
  });

  it('sorts by days since the last entry with those who never wrote as the longest silence', () => {
    expect(ids(sortPatients([calm, silent, never], { key: 'days_since_last_entry', direction: 'descending' }))).toEqual(['never', 'silent', 'calm']);
  });
});

describe("filtering the doctor's list", () => {
  const list = [
    patient('a', 'A', { overuse_status: 'overuse', acute_medication_days_28: 12 }),
    patient('b', 'B', { overuse_status: 'at_risk', acute_medication_days_28: 9, migraine_days_28: 7, migraine_days_trend: 'up' }),
    patient('c', 'C', { days_since_last_entry: 30, days_with_entry_28: 0 }),
    patient('d', 'D', { days_with_entry_28: 10 }),
  ];
  const filtered = (filters: Parameters<typeof matchesPatientFilters>[1]) => ids(list.filter((item) => matchesPatientFilters(item, filters)));

  it('by overuse status, trend, migraine days, silence, days recorded and attention', () => {
    expect(filtered({})).toEqual(['a', 'b', 'c', 'd']);
    expect(filtered({ overuse: 'at_risk_or_overuse' })).toEqual(['a', 'b']);
    expect(filtered({ overuse: 'overuse' })).toEqual(['a']);
    expect(filtered({ overuse: 'none' })).toEqual(['c', 'd']);
    expect(filtered({ trend: 'up' })).toEqual(['b']);
    expect(filtered({ min_migraine_days: 5 })).toEqual(['b']);
    expect(filtered({ min_days_since_entry: 14 })).toEqual(['c']);
    expect(filtered({ max_days_recorded: 10 })).toEqual(['c', 'd']);
    expect(filtered({ needs_attention: true })).toEqual(['a', 'b', 'c']);
  });

  it('asks the server for the filters that are set', () => {
    expect(
      patientPageQuery({
        page: 1,
        sort: { key: 'attention', direction: 'ascending' },
        search: '',
        filters: { overuse: 'overuse', needs_attention: false, min_migraine_days: 4 },
      }),
    ).toBe('?offset=0&limit=24&sort=attention&direction=ascending&overuse=overuse&min_migraine_days=4');
  });
});
