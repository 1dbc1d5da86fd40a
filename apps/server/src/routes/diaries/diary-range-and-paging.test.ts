import { describe, expect, it } from 'vitest';
import { DiaryEntryListSchema } from '@cephalo/shared/diary';
import { bearerFor, consecutiveDates, createTestClinic, insertDiaryDays } from '../../../test/builders';
import { setupTestApp } from '../../../test/test-app';

const t = setupTestApp();
const datesOf = async (response: { json(): unknown }) => DiaryEntryListSchema.parse(response.json()).map((entry) => entry.input_date);
// 2025-11-01 .. 2026-10-31: a year of history, with a month boundary inside every range below.
const year = consecutiveDates('2026-10-31', 365);

async function patientWithYear() {
  const { doctor, patients } = await createTestClinic(t.db, { withDoctor: true, patients: 1 });
  const patient = patients[0]!;
  await insertDiaryDays(t.db, patient.id, year);
  return { patient, patientAuth: await bearerFor(t.app, patient.email), doctorAuth: await bearerFor(t.app, doctor!.email) };
}
const get = (authorization: string, url: string) => t.app.inject({ method: 'GET', url, headers: { authorization } });

describe('the calendar reads a date range of the diary', () => {
  it('returns only the entries from `from` to `to`, both included, newest first; without parameters everything', async () => {
    const { patientAuth } = await patientWithYear();
    const march = await get(patientAuth, '/api/diaries/user/?from=2026-02-23&to=2026-04-05');
    expect(march.statusCode).toBe(200);
    const dates = await datesOf(march);
    expect(dates).toHaveLength(42);
    expect(dates[0]).toBe('2026-04-05');
    expect(dates.at(-1)).toBe('2026-02-23');
    expect(await datesOf(await get(patientAuth, '/api/diaries/user/?from=2026-10-30'))).toEqual(['2026-10-31', '2026-10-30']);
    expect(await datesOf(await get(patientAuth, '/api/diaries/user/?to=2025-11-02'))).toEqual(['2025-11-02', '2025-11-01']);
    expect(await datesOf(await get(patientAuth, '/api/diaries/user/?from=2026-11-01&to=2026-11-30'))).toEqual([]);
    expect(await datesOf(await get(patientAuth, '/api/diaries/user/'))).toHaveLength(365);
  });

  it.each([
    ['from=2026-04-05&to=2026-02-23', /from must not be after to/],
    ['from=2026-02-30', /from must be a date in the form yyyy-MM-dd/],
    ['to=yesterday', /to must be a date in the form yyyy-MM-dd/],
  ])('refuses ?%s with 400 and a detail', async (query, detail) => {
    const { patientAuth } = await patientWithYear();
    const response = await get(patientAuth, `/api/diaries/user/?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toMatch(detail);
  });
});

describe("the doctor's view pages through a patient's entries", () => {
  it('gives `limit` entries at a time, newest first, each page below the oldest date shown, until none are left', async () => {
    const { patient, doctorAuth } = await patientWithYear();
    const pages: string[][] = [];
    let before: string | undefined;
    for (;;) {
      const page = await datesOf(await get(doctorAuth, `/api/diaries/user/${patient.id}?limit=100${before ? `&before=${before}` : ''}`));
      if (page.length === 0) break;
      pages.push(page);
      before = page.at(-1);
    }
    expect(pages.map((page) => page.length)).toEqual([100, 100, 100, 65]);
    expect(pages.flat()).toEqual([...year].reverse());
    expect(await datesOf(await get(doctorAuth, `/api/diaries/user/${patient.id}`))).toHaveLength(365);
  });

  it.each([
    ['limit=0', /limit must be at least 1/],
    ['limit=367', /limit must be at most 366/],
    ['limit=2.5', /limit must be a whole number/],
    ['before=31.12.2025', /before must be a date in the form yyyy-MM-dd/],
  ])('refuses ?%s with 400 and a detail', async (query, detail) => {
    const { patient, doctorAuth } = await patientWithYear();
    const response = await get(doctorAuth, `/api/diaries/user/${patient.id}?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toMatch(detail);
  });
});
