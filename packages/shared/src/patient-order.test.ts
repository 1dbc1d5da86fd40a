import { describe, expect, it } from 'vitest';
import { matchesPatientSearch, patientPageQuery, sortPatients, type PatientTriageRow } from './patient-order';

const patient = (id: string, surname: string, overrides: Partial<PatientTriageRow> = {}): PatientTriageRow => ({
  id,
  name: 'Pat',
  surname,
  email: `${id}@example.test`,
  migraine_days_28: 0,
  acute_medication_days_28: 0,
  migraine_days_trend: 'same',
  ...overrides,
});

const ids = (patients: PatientTriageRow[]) => patients.map((item) => item.id);

describe("sorting the doctor's patients", () => {
  const patients = [
    patient('a', 'Novak', { migraine_days_28: 4, acute_medication_days_28: 12, migraine_days_trend: 'down' }),
    patient('b', 'Adams', { migraine_days_28: 9, acute_medication_days_28: 3, migraine_days_trend: 'up' }),
    patient('c', 'Zorn', { migraine_days_28: null, acute_medication_days_28: null, migraine_days_trend: null }),
    patient('d', 'Berg', { migraine_days_28: 4, acute_medication_days_28: 0, migraine_days_trend: 'same' }),
  ];

  it('keeps the server order until a column is chosen', () => {
    expect(ids(sortPatients(patients, null))).toEqual(['a', 'b', 'c', 'd']);
  });

  it('sorts by migraine days both ways, ties by name, patients without numbers last', () => {
    expect(ids(sortPatients(patients, { key: 'migraine_days_28', direction: 'descending' }))).toEqual(['b', 'd', 'a', 'c']);
    expect(ids(sortPatients(patients, { key: 'migraine_days_28', direction: 'ascending' }))).toEqual(['d', 'a', 'b', 'c']);
  });

  it('sorts by acute medication days, by trend (rising first) and by name', () => {
    expect(ids(sortPatients(patients, { key: 'acute_medication_days_28', direction: 'descending' }))).toEqual(['a', 'b', 'd', 'c']);
    expect(ids(sortPatients(patients, { key: 'migraine_days_trend', direction: 'descending' }))).toEqual(['b', 'd', 'a', 'c']);
    expect(ids(sortPatients(patients, { key: 'name', direction: 'ascending' }))).toEqual(['b', 'd', 'a', 'c']);
    expect(ids(sortPatients(patients, { key: 'name', direction: 'descending' }))).toEqual(['c', 'a', 'd', 'b']);
  });
});

describe("searching the doctor's patients", () => {
  const zoe: PatientTriageRow = { id: 'z', name: 'Zoë', surname: 'Nóvak-Berg', email: 'zoe.n@clinic.example', phone_number: '+381 60 1234567' };

  it('finds every word in the name, the surname or the e-mail, without case or accents', () => {
    expect(matchesPatientSearch(zoe, 'zoe')).toBe(true);
    expect(matchesPatientSearch(zoe, 'NOVAK zoë')).toBe(true);
    expect(matchesPatientSearch(zoe, 'clinic.example')).toBe(true);
    expect(matchesPatientSearch(zoe, 'zoe adams')).toBe(false);
  });

  it('matches the start of a word only, so a number in an e-mail does not find a surname', () => {
    expect(matchesPatientSearch(zoe, 'berg')).toBe(true);
    expect(matchesPatientSearch(zoe, 'vak')).toBe(false);
    expect(matchesPatientSearch({ ...zoe, email: 'patient.x07k@clinic.example' }, 'x07')).toBe(true);
    expect(matchesPatientSearch({ ...zoe, email: 'patient.x07k@clinic.example' }, '07 zoe')).toBe(false);
  });

  it('finds a phone number by its digits, whatever the spacing', () => {
    expect(matchesPatientSearch(zoe, '60 123')).toBe(true);
    expect(matchesPatientSearch(zoe, '+381601234567')).toBe(true);
    expect(matchesPatientSearch(zoe, '999')).toBe(false);
    expect(matchesPatientSearch({ ...zoe, phone_number: null }, '60')).toBe(false);
  });

  it("finds a clinic member's username too, where the list has one", () => {
    expect(matchesPatientSearch({ ...zoe, username: 'zn_1987' }, 'zn_1987')).toBe(true);
    expect(matchesPatientSearch(zoe, 'zn_1987')).toBe(false);
  });

  it('lets an empty search match everyone', () => {
    expect(matchesPatientSearch(zoe, '   ')).toBe(true);
  });
});

describe("the query of a page of the doctor's list", () => {
  it('asks for the page, the order and the search the screen shows', () => {
    expect(patientPageQuery({ page: 1, sort: null, search: '' })).toBe('?offset=0&limit=24');
    expect(patientPageQuery({ page: 3, sort: { key: 'migraine_days_28', direction: 'descending' }, search: ' Zoë N ' })).toBe(
      '?offset=48&limit=24&sort=migraine_days_28&direction=descending&search=Zo%C3%AB%20N',
    );
  });
});
