import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { bearerFor, createTestClinic, insertDiaryEntries } from '../../../test/builders';
import { setupTestApp } from '../../../test/test-app';
import { dayOfMonth, daysAgo, monthStart, today } from './outcome-test-dates';

const t = setupTestApp();
const get = (url: string, authorization: string) => t.app.inject({ method: 'GET', url, headers: { authorization } });
const hasPdftotext = (() => {
  try {
    execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();
const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const monthLabel = (date: string) => `${MONTH_NAMES[Number(date.slice(5, 7)) - 1]} ${date.slice(0, 4)}`;

/**
 * The text of a PDF as pdftotext reads it, kept under .tmp/screens to look at. The file read has
 * this process's id in its name: the PGlite and PostgreSQL runs write theirs at the same time.
 */
function pdfText(pdf: Buffer, name: string): string {
  const folder = path.resolve('.tmp/screens');
  fs.mkdirSync(folder, { recursive: true });
  const file = path.join(folder, `${name}.${process.pid}.pdf`);
  fs.writeFileSync(file, pdf);
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  fs.renameSync(file, path.join(folder, `${name}.pdf`));
  return text;
}

describe('the PDF report', () => {
  it('refuses a period that is reversed, too long, in the future or not a date', async () => {
    const { patients } = await createTestClinic(t.db, { withDoctor: true, patients: 1 });
    const auth = await bearerFor(t.app, patients[0]!.email);
    const cases: [string, RegExp][] = [
      [`from=${daysAgo(1)}&to=${daysAgo(5)}`, /from must not be after to/],
      [`from=${monthStart(13)}&to=${today()}`, /at most 13 calendar months/],
      [`from=${daysAgo(5)}&to=${daysAgo(-2)}`, /to must not be after today/],
      ['from=2026-02-30', /from must be a date/],
    ];
    for (const [query, detail] of cases) {
      const response = await get(`/api/report.pdf?${query}`, auth);
      expect([query, response.statusCode]).toEqual([query, 400]);
      expect(response.json().detail).toMatch(detail);
    }
    const longest = await get(`/api/report.pdf?from=${monthStart(12)}&to=${today()}`, auth);
    expect(longest.statusCode).toBe(200);
    const byDefault = await get('/api/report.pdf', auth);
    expect(byDefault.headers['content-disposition']).toBe(`attachment; filename="cephalo-report-${monthStart(2)}-${today()}.pdf"`);
  });

  it.skipIf(!hasPdftotext)('holds the patient, the months, the counted numbers and the MIDAS grade as text (needs pdftotext)', async () => {
    const { clinic, doctor, patients } = await createTestClinic(t.db, { withDoctor: true, patients: 1 });
    const patient = patients[0]!;
    await t.db.update(users).set({ name: 'Ana', surname: 'Petrović' }).where(eq(users.id, patient.id));
    await t.db.update(users).set({ name: 'Mira', surname: 'Kovač' }).where(eq(users.id, doctor!.id));
    // Last month: 7 headache days, 5 of them triptan (migraine) days, 7 acute medication days, 20 days logged.
    await insertDiaryEntries(t.db, patient.id, [
      ...[1, 3, 5, 7, 9].map((day) => ({ date: dayOfMonth(1, day), headache: true, headacheIntensity: 7, medicationTaken: 'sumatriptan 50 mg' })),
      ...[11, 13].map((day) => ({ date: dayOfMonth(1, day), headache: true, headacheIntensity: 4, medicationTaken: 'paracetamol' })),
      ...[2, 4, 6, 8, 10, 12, 14, 15, 16, 17, 18, 19, 20].map((day) => ({ date: dayOfMonth(1, day) })),
    ]);
    const auth = await bearerFor(t.app, patient.email);
    await t.app.inject({
      method: 'POST',
      url: '/api/midas',
      headers: { authorization: auth },
      payload: { missed_work_days: 4, reduced_work_days: 4, missed_household_days: 3, reduced_household_days: 2, missed_social_days: 1 },
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/treatments',
      headers: { authorization: auth },
      payload: { name: 'Topiramate', started_on: dayOfMonth(1, 15) },
    });

    const from = monthStart(2);
    const response = await get(`/api/report.pdf?from=${from}&to=${today()}`, auth);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="cephalo-report-${from}-${today()}.pdf"`);
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const text = pdfText(response.rawPayload, 'report');
    expect(text).toContain('Cephalo headache report');
    // The embedded font keeps every letter of the name (report-fonts.ts).
    expect(text).toContain('Patient: Ana Petrović');
    expect(text).toContain(`Clinic: ${clinic.name}`);
    expect(text).toContain('Doctor: Mira Kovač');
    expect(text).toMatch(new RegExp(`Period: 1 \\w+ ${from.slice(0, 4)} to ${Number(today().slice(8))} \\w+ ${today().slice(0, 4)}`));
    // The current month is cut by today unless today is its last day; it says which days it covers.
    if (today().slice(8) !== '01')
      expect(text).toMatch(new RegExp(`\\* Part of a month, the period starts or ends within it: ${monthLabel(monthStart(0))} from 1 \\w+`));
    expect(text).toContain('Last 28 days');
    for (const month of [monthStart(2), monthStart(1), monthStart(0)]) expect(text).toContain(monthLabel(month));
    // The row of last month: headache, migraine, acute medication days, days with entry.
    const lastMonthDays = Number(new Date(Date.UTC(Number(monthStart(1).slice(0, 4)), Number(monthStart(1).slice(5, 7)), 0)).getUTCDate());
    expect(text).toMatch(new RegExp(`${monthLabel(monthStart(1))}\\s+7\\s+5\\s+7\\s+20 of ${lastMonthDays}\\s+${Math.round((20 / lastMonthDays) * 100)} %`));
    expect(text).toContain('MIDAS');
    expect(text).toMatch(/Latest MIDAS score 14, grade III \(moderate disability\)/);
    expect(text).toContain('Topiramate');
    expect(text).toContain('Medication overuse (ICHD-3 8.2)');
    expect(text).toContain('1.1 Migraine without aura');
    expect(text).toContain('It is not a diagnosis');
  });
});

describe('the FHIR export', () => {
  it('gives a Bundle of diary Observations and MIDAS QuestionnaireResponses, and leaves the JSON export as it was', async () => {
    const { patients } = await createTestClinic(t.db, { withDoctor: true, patients: 1 });
    const patient = patients[0]!;
    await insertDiaryEntries(t.db, patient.id, [
      { date: daysAgo(3), headache: true, headacheIntensity: 7, headacheStart: '08:00', headacheEnd: '14:30', nausea: true, medicationTaken: 'sumatriptan' },
      { date: daysAgo(2) },
    ]);
    const auth = await bearerFor(t.app, patient.email);
    await t.app.inject({
      method: 'POST',
      url: '/api/midas',
      headers: { authorization: auth },
      payload: { missed_work_days: 2, reduced_work_days: 0, missed_household_days: 1, reduced_household_days: 0, missed_social_days: 0 },
    });

    const response = await get('/api/profile/export?format=fhir', auth);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/fhir\+json/);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="cephalo-my-data-${today()}.fhir.json"`);
    const bundle = response.json() as {
      resourceType: string;
      type: string;
      entry: { fullUrl: string; resource: Record<string, unknown> & { resourceType: string; id: string } }[];
    };
    expect(bundle).toMatchObject({ resourceType: 'Bundle', type: 'collection' });
    expect(bundle.entry.map((entry) => entry.resource.resourceType)).toEqual(['Patient', 'Observation', 'Observation', 'QuestionnaireResponse']);
    for (const entry of bundle.entry) expect(entry.fullUrl).toBe(`urn:uuid:${entry.resource.id}`);
    const [, headacheDay, plainDay, midas] = bundle.entry.map((entry) => entry.resource);
    expect(headacheDay).toMatchObject({
      status: 'final',
      effectiveDateTime: daysAgo(3),
      valueBoolean: true,
      code: { coding: [{ system: 'http://snomed.info/sct', code: '25064002' }] },
    });
    expect(plainDay).toMatchObject({ effectiveDateTime: daysAgo(2), valueBoolean: false });
    expect(midas).toMatchObject({ status: 'completed', authored: today() });
    expect(midas?.item).toEqual(
      expect.arrayContaining([
        { linkId: 'score', text: expect.any(String), answer: [{ valueInteger: 3 }] },
        { linkId: 'grade', text: expect.any(String), answer: [{ valueString: 'I' }] },
      ]),
    );

    for (const url of ['/api/profile/export', '/api/profile/export?format=json']) {
      const plain = await get(url, auth);
      expect(plain.headers['content-type']).toMatch(/^application\/json/);
      expect(plain.headers['content-disposition']).toBe(`attachment; filename="cephalo-my-data-${today()}.json"`);
      const data = plain.json() as Record<string, unknown>;
      expect(Object.keys(data)).toEqual([
        'exported_at',
        'format',
        'profile',
        'diary',
        'questions',
        'preventive_treatments',
        'midas_scores',
        'access_log',
        'labels',
      ]);
      expect(data.format).toBe('cephalo-export/1');
      expect(data.diary).toHaveLength(2);
    }
    expect((await get('/api/profile/export?format=xml', auth)).statusCode).toBe(400);
  });
});
