import fs from 'node:fs';
import { DEMO_ACCOUNTS, apiToken, expect, saveScreen, test } from './fixtures';

// Each journey makes its own patient: the trail, the download and the erasure touch no shared account.

test('the patient sees who read their diary, and the clinic administrator sees the same trail, intact', async ({ page, loginAs, loginAsNew }) => {
  const patient = await loginAsNew('patient', { name: 'Tara', surname: 'Trail', doctorEmail: DEMO_ACCOUNTS.doctor.email });
  const doctorToken = await apiToken(page.request, DEMO_ACCOUNTS.doctor.username);
  // The doctor opens the patient's page (its head and its diary): one act, one row (issue 35).
  const asDoctor = { headers: { authorization: `Bearer ${doctorToken}` } };
  await page.request.get(`/api/doctors/patients/${patient.id}`, asDoctor);
  expect((await page.request.get(`/api/diaries/user/${patient.id}`, asDoctor)).status()).toBe(200);
  // The doctor's patient list (each patient's last 30 days): one row per view, naming how many it showed.
  expect(
    (await page.request.get('/api/doctors/patients?offset=0&limit=24&search=tara%20trail', { headers: { authorization: `Bearer ${doctorToken}` } })).status(),
  ).toBe(200);

  await page.goto('/profile');
  const trail = page.getByRole('region', { name: 'Who has seen your data' });
  await expect(trail.getByRole('row', { name: /Mila Jovanović\s+Doctor\s+opened the patient’s record/ })).toHaveCount(1);
  await expect(trail.getByRole('row', { name: /Mila Jovanović\s+Doctor\s+listed their patients with each one’s last 30 days \(\d+ shown\)/ })).toBeVisible();
  await saveScreen(page, 'profile-access-trail');

  await loginAs('admin');
  await page.goto('/clinic');
  const clinicTrail = page.getByRole('region', { name: 'Access trail' });
  await expect(clinicTrail.getByText('The trail is intact')).toBeVisible();
  await expect(clinicTrail.getByRole('row', { name: /Mila Jovanović\s+Doctor\s+opened the patient’s record .*Tara Trail/ }).first()).toBeVisible();
  await expect(
    clinicTrail
      .getByRole('row', { name: /Mila Jovanović\s+Doctor\s+listed their patients with each one’s last 30 days \(\d+ shown\)\s+\d+ patients?$/ })
      .first(),
  ).toBeVisible();
  await saveScreen(page, 'clinic-access-trail');
});

test('the patient downloads all their data as a file, and the download is in their trail', async ({ page, loginAsNew }) => {
  const patient = await loginAsNew('patient', { name: 'Dora', surname: 'Download', doctorEmail: DEMO_ACCOUNTS.doctor.email });
  await page.goto('/profile');
  const yourData = page.getByRole('region', { name: 'Your data' });
  const downloading = page.waitForEvent('download');
  await yourData.getByRole('button', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^cephalo-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(fs.readFileSync((await download.path())!, 'utf8')) as {
    profile: { email: string };
    diary: unknown[];
    access_log: { action: string }[];
  };
  expect(data.profile.email).toBe(patient.email);
  expect(data.access_log.map((entry) => entry.action)).toContain('profile.export');
  // "Your data" has a status line for each of its downloads (all data, the FHIR record).
  await expect(yourData.getByRole('status').filter({ hasText: 'Your data has been downloaded' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Who has seen your data' }).getByRole('row', { name: /You\s+downloaded all data/ })).toBeVisible();
});

test('the patient deletes the account behind a confirmation with the password; the login then fails', async ({ page, loginAsNew }) => {
  const patient = await loginAsNew('patient', { name: 'Edo', surname: 'Erased', doctorEmail: DEMO_ACCOUNTS.doctor.email });
  await page.goto('/profile');
  await page.getByRole('region', { name: 'Your data' }).getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  // What erasure leaves: the name goes from the trail; erased text stays in the files and write-ahead log for a while.
  await expect(dialog).toContainText('without your name');
  await expect(dialog).toContainText(/database.s files until the database reuses the space \(days to weeks\), in its write-ahead log until that is recycled/);
  await dialog.getByLabel('Current password').fill('not-my-password');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Your account was not deleted');
  await saveScreen(page, 'profile-erase-confirmation');

  await dialog.getByLabel('Current password').fill(patient.password);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('status').filter({ hasText: 'Account deleted' })).toBeVisible();

  await page.getByLabel('Email or Username').fill(patient.username);
  await page.getByLabel('Password', { exact: true }).fill(patient.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Invalid email or password. Please try again.')).toBeVisible();
});
