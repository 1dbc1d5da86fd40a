import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { UserProfileSchema } from '@cephalo/shared/profile';
import { bearerFor, createTestClinic, createTestUser } from '../../../test/builders';
import { multipartFile } from '../../../test/multipart';
import { setupTestApp } from '../../../test/test-app';

const t = setupTestApp({ DATA_DIR: `.tmp/test-data-profile-${process.pid}` });
const jpegWithGps = () =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: '#4a8' } })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'secret-owner' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '44/1 48/1 0/1' } })
    .toBuffer();
/** Whether the photo at `url` is served to its owner (it is kept in the database, for every instance). */
const isServed = async (url: string, authorization: string) => (await t.app.inject({ method: 'GET', url, headers: { authorization } })).statusCode === 200;

describe('GET and PUT /api/profile', () => {
  it('answers the own profile and changes only the personal fields, keeping the language when none is sent', async () => {
    const { clinic, patients } = await createTestClinic(t.db, { withDoctor: true, patients: 1 });
    const patient = patients[0]!;
    const auth = await bearerFor(t.app, patient.email);
    const before = UserProfileSchema.parse((await t.app.inject({ method: 'GET', url: '/api/profile', headers: { authorization: auth } })).json());
    expect(before).toMatchObject({ username: patient.username, email: patient.email, chat_answer_language: 'English', clinic_id: clinic.id, has_doctor: true });

    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: { authorization: auth },
      payload: { name: ' Ana ', surname: 'None', phone_number: '+381 64 123 4567', bio: '', chat_answer_language: 'Deutsch' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ name: 'Ana', surname: null, phone_number: '+381 64 123 4567', bio: null, chat_answer_language: 'Deutsch' });

    const kept = await t.app.inject({ method: 'PUT', url: '/api/profile', headers: { authorization: auth }, payload: { name: 'Ana' } });
    expect(kept.json()).toMatchObject({ chat_answer_language: 'Deutsch', phone_number: '+381 64 123 4567' });
  });

  it('ignores role, clinic, doctor, plan and e-mail sent with the profile', async () => {
    const patient = await createTestUser(t.db, { plan: 'Free' });
    const profileOf = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/profile', headers: { authorization: await bearerFor(t.app, patient.email) } })).json();
    expect(await profileOf()).toMatchObject({ clinic_id: null, has_doctor: false });
    const other = await createTestClinic(t.db, { withDoctor: true });
    const auth = await bearerFor(t.app, patient.email);
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: { authorization: auth },
      payload: {
        name: 'Sneaky',
        role: 'CLINIC_ADMIN',
        clinic_id: other.clinic.id,
        doctor_id: other.doctor!.id,
        plan: 'Premium',
        email: 'x@y.test',
        plan_id: 3,
      },
    });
    expect(response.statusCode).toBe(200);
    const me = (await t.app.inject({ method: 'GET', url: '/api/me', headers: { authorization: auth } })).json();
    expect(me).toMatchObject({ role: 'USER', plan: 'Free', clinic_id: null, email: patient.email });
  });

  it.each([
    [{ chat_answer_language: 'Klingon' }, /chat_answer_language/],
    [{ name: 'x'.repeat(101) }, /name: Name must be at most 100/],
    [{ phone_number: '1'.repeat(41) }, /phone_number: Phone number must be at most 40/],
  ])('refuses %o with a 400 detail', async (payload, detail) => {
    const patient = await createTestUser(t.db);
    const response = await t.app.inject({ method: 'PUT', url: '/api/profile', headers: { authorization: await bearerFor(t.app, patient.email) }, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toMatch(detail);
  });

  it('keeps any phone text: the profile form has no validation, only a length bound', async () => {
    const patient = await createTestUser(t.db);
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: { authorization: await bearerFor(t.app, patient.email) },
      payload: { phone_number: 'mornings only, ext. 12' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ phone_number: 'mornings only, ext. 12' });
  });

  it("answers the patient's doctor and clinic, and only their own clinic", async () => {
    const { clinic, patients } = await createTestClinic(t.db, { withDoctor: true, patients: 1 });
    const other = await createTestClinic(t.db);
    const auth = await bearerFor(t.app, patients[0]!.email);
    expect((await t.app.inject({ method: 'GET', url: '/api/patient/doctor', headers: { authorization: auth } })).json()).toEqual({ name: null, surname: null });
    expect((await t.app.inject({ method: 'GET', url: `/api/clinic/${clinic.id}`, headers: { authorization: auth } })).json()).toMatchObject({
      id: clinic.id,
      name: clinic.name,
    });
    expect((await t.app.inject({ method: 'GET', url: `/api/clinic/${other.clinic.id}`, headers: { authorization: auth } })).statusCode).toBe(404);
    const loner = await createTestUser(t.db);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/patient/doctor', headers: { authorization: await bearerFor(t.app, loner.email) } })).statusCode,
    ).toBe(404);
  });
});

describe('profile photos', () => {
  it('decodes, re-encodes without metadata, stores under a random name and serves it as an image', async () => {
    const patient = await createTestUser(t.db);
    const auth = await bearerFor(t.app, patient.email);
    const upload = multipartFile(await jpegWithGps(), { filename: 'me.jpg', contentType: 'image/jpeg' });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/profile/photo',
      headers: { authorization: auth, ...upload.headers },
      payload: upload.payload,
    });
    expect(response.statusCode).toBe(200);
    const url = response.json().user.profile_photo_url as string;
    expect(url).toMatch(/^\/uploads\/[0-9a-f-]{36}\.webp$/);

    const served = await t.app.inject({ method: 'GET', url, headers: { authorization: auth } });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toContain("default-src 'none'");
    // Personal: no cache keeps it, the browser's included (photo-access.test.ts: who may see it).
    expect(served.headers['cache-control']).toBe('private, no-store');
    const gone = await t.app.inject({ method: 'GET', url: '/uploads/00000000-0000-4000-8000-000000000000.webp', headers: { authorization: auth } });
    expect(gone.statusCode).toBe(404);
    expect(gone.headers['content-type']).toMatch(/application\/json/);
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 512, height: 512 });
    expect(metadata.exif).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('secret-owner'))).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: '/api/profile/photo', headers: { authorization: auth } })).json()).toEqual({
      user: { profile_photo_url: url },
    });
  });

  it('replaces and deletes the stored photo along with the record', async () => {
    const patient = await createTestUser(t.db);
    const auth = await bearerFor(t.app, patient.email);
    const png = await sharp({ create: { width: 64, height: 64, channels: 4, background: '#fff' } })
      .png()
      .toBuffer();
    const first = multipartFile(png);
    const firstUrl = (
      await t.app.inject({ method: 'POST', url: '/api/profile/photo', headers: { authorization: auth, ...first.headers }, payload: first.payload })
    ).json().user.profile_photo_url as string;
    const second = multipartFile(png);
    const secondUrl = (
      await t.app.inject({ method: 'POST', url: '/api/profile/photo', headers: { authorization: auth, ...second.headers }, payload: second.payload })
    ).json().user.profile_photo_url as string;
    expect(await isServed(firstUrl, auth)).toBe(false);
    expect(await isServed(secondUrl, auth)).toBe(true);

    const deleted = await t.app.inject({ method: 'DELETE', url: '/api/profile/photo', headers: { authorization: auth } });
    expect(deleted.json()).toEqual({ user: { profile_photo_url: null } });
    expect(await isServed(secondUrl, auth)).toBe(false);
  });

  it('refuses a text file named .png, a file over 5 MB and a missing file, changing nothing', async () => {
    const patient = await createTestUser(t.db);
    const auth = await bearerFor(t.app, patient.email);
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const good = multipartFile(png);
    const url = (
      await t.app.inject({ method: 'POST', url: '/api/profile/photo', headers: { authorization: auth, ...good.headers }, payload: good.payload })
    ).json().user.profile_photo_url as string;

    const fake = multipartFile(Buffer.from('<script>alert(1)</script> not an image'), { filename: 'evil.png', contentType: 'image/png' });
    const fakeResponse = await t.app.inject({
      method: 'POST',
      url: '/api/profile/photo',
      headers: { authorization: auth, ...fake.headers },
      payload: fake.payload,
    });
    expect(fakeResponse.statusCode).toBe(400);
    expect(fakeResponse.json().detail).toMatch(/not an image/);

    const huge = multipartFile(Buffer.alloc(5 * 1024 * 1024 + 10, 1));
    const hugeResponse = await t.app.inject({
      method: 'POST',
      url: '/api/profile/photo',
      headers: { authorization: auth, ...huge.headers },
      payload: huge.payload,
    });
    expect(hugeResponse.statusCode).toBe(413);
    expect(hugeResponse.json().detail).toEqual(expect.any(String));

    const wrongField = multipartFile(png, { field: 'picture' });
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/profile/photo', headers: { authorization: auth, ...wrongField.headers }, payload: wrongField.payload }))
        .statusCode,
    ).toBe(400);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/profile/photo', headers: { authorization: auth, 'content-type': 'application/json' }, payload: '{}' }))
        .statusCode,
    ).toBeGreaterThanOrEqual(400);

    expect((await t.app.inject({ method: 'GET', url: '/api/profile/photo', headers: { authorization: auth } })).json()).toEqual({
      user: { profile_photo_url: url },
    });
    expect(await isServed(url, auth)).toBe(true);
  });
});
