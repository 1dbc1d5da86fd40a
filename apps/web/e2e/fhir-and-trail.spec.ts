import fs from 'node:fs';
import { DEMO_ACCOUNTS, apiToken, expect, saveScreen, signInThroughApi, test, uniqueSuffix } from './fixtures';

interface FhirBundle {
  resourceType: string;
  type: string;
  entry: { resource: { resourceType: string; name?: { text: string }[] } }[];
}
const readBundle = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as FhirBundle;

test('the patient downloads their FHIR record from "Your data"; their doctor downloads it too, another doctor is refused', async ({
  page,
  loginAs,
  loginAsNew,
}) => {
  const patient = await loginAsNew('patient', { name: 'Fenna', surname: `Fhir${uniqueSuffix()}`, doctorEmail: DEMO_ACCOUNTS.doctor.email });
  await page.goto('/profile');
  const yourData = page.getByRole('region', { name: 'Your data' });
  const downloading = page.waitForEvent('download');
  await yourData.getByRole('button', { name: 'Download FHIR record' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^cephalo-my-data-\d{4}-\d{2}-\d{2}\.fhir\.json$/);
  const own = readBundle((await download.path())!);
  expect(own).toMatchObject({ resourceType: 'Bundle', type: 'collection' });
  expect(own.entry[0]?.resource).toMatchObject({ resourceType: 'Patient', name: [{ text: `Fenna ${patient.surname}` }] });
  await expect(yourData.getByRole('status').filter({ hasText: 'The FHIR record has been downloaded' })).toBeVisible();
  await saveScreen(page, 'profile-your-data-fhir');

  // Their doctor downloads the same record from the patient's page; another doctor is refused.
  await loginAs('doctor');
  await page.goto(`/patients/${patient.id}`);
  const doctorsDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download FHIR record' }).click();
  const doctors = readBundle((await (await doctorsDownload).path())!);
  expect(doctors.entry.map((entry) => entry.resource.resourceType)).toEqual(own.entry.map((entry) => entry.resource.resourceType));
  await saveScreen(page, 'patient-page-fhir');
  const otherDoctor = await apiToken(page.request, 'doctor2');
  const refused = await page.request.get(`/api/doctors/patients/${patient.id}/fhir`, { headers: { authorization: `Bearer ${otherDoctor}` } });
  expect(refused.status()).toBe(404);
  expect(await refused.text()).not.toContain('Bundle');

  // The patient sees the doctor's download in their trail.
  await signInThroughApi(page, patient.username, patient.password);
  await page.goto('/profile');
  await expect(
    page.getByRole('region', { name: 'Who has seen your data' }).getByRole('row', { name: /Mila Jovanović\s+Doctor\s+downloaded the FHIR record/ }),
  ).toBeVisible();
});

test('the administrator filters the trail by patient and act, pages it, and downloads it as CSV; on a phone the rows are cards', async ({
  page,
  loginAs,
  loginAsNew,
}) => {
  const surname = `Filter${uniqueSuffix()}`;
  const patient = await loginAsNew('patient', { name: 'Fiona', surname, doctorEmail: DEMO_ACCOUNTS.doctor.email });
  const doctor = { headers: { authorization: `Bearer ${await apiToken(page.request, DEMO_ACCOUNTS.doctor.username)}` } };
  // The doctor opens Fiona's page (its head, its diary) and downloads her FHIR record: two acts, two rows.
  await page.request.get(`/api/doctors/patients/${patient.id}`, doctor);
  expect((await page.request.get(`/api/diaries/user/${patient.id}`, doctor)).status()).toBe(200);
  expect((await page.request.get(`/api/doctors/patients/${patient.id}/fhir`, doctor)).status()).toBe(200);

  await loginAs('admin');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/clinic');
  const trail = page.getByRole('region', { name: 'Access trail' });
  // The app has started when the trail's answer is on screen (the first paint is prerendered).
  await expect(trail.getByText('The trail is intact')).toBeVisible();
  await trail.getByLabel('Patient').fill(surname);
  const rows = trail.getByRole('table', { name: 'Access trail of the clinic' }).getByRole('row');
  // Once the filtered page has replaced the whole trail's, every row is about Fiona, or a list that showed her among others.
  const isAboutFiona = new RegExp(`Fiona ${surname}|\\d+ patients?`);
  await expect.poll(async () => (await rows.allInnerTexts()).slice(1).every((text) => isAboutFiona.test(text))).toBe(true);
  await expect(rows.filter({ hasText: 'downloaded the FHIR record' })).toHaveCount(1);
  await expect(rows.filter({ hasText: 'opened the patient’s record' })).toHaveCount(1);
  await saveScreen(page, 'clinic-access-trail-filtered-1280');

  await trail.getByLabel('What').selectOption({ label: 'downloaded the FHIR record' });
  await expect(rows).toHaveCount(2);
  await expect(trail.getByText('1 row', { exact: true })).toBeVisible();

  const downloading = page.waitForEvent('download');
  await trail.getByRole('button', { name: 'Download CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^access-trail-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = fs
    .readFileSync((await download.path())!, 'utf8')
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
  expect(lines[0]).toBe('"When (UTC)","Who","Role","What","Patient","Patient id","Patients shown"');
  expect(lines.slice(1)).toEqual([
    expect.stringMatching(new RegExp(`"Mila Jovanović","Doctor","downloaded the FHIR record","Fiona ${surname}","${patient.id}","1"$`)),
  ]);
  await expect(trail.getByRole('status')).toContainText('The trail has been downloaded');

  // On a phone: cards, each act in full (no column cut off), and nothing scrolls sideways.
  await trail.getByRole('button', { name: 'Clear filters' }).click();
  await trail.getByLabel('Patient').fill(surname);
  await page.setViewportSize({ width: 390, height: 844 });
  const cards = trail.getByRole('list', { name: 'Access trail of the clinic' }).getByRole('listitem');
  await expect(cards.filter({ hasText: 'opened the patient’s record (diary, numbers, treatments, MIDAS)' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await saveScreen(page, 'clinic-access-trail-filtered-390');
});
