import { eq, or } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ClinicMemberSchema } from '@cephalo/shared/clinic';
import { hashPassword } from '../../auth/password';
import { outboxMails, users } from '../../db/schema';
import { bearerFor, createTestClinic } from '../../../test/builders';
import { setupTestApp } from '../../../test/test-app';
import { TIMING_SAMPLES, median, pairedDifference, timed, timingTolerance } from '../../../test/timing';

const t = setupTestApp({ DATA_DIR: `.tmp/test-data-admin-discretion-${process.pid}` });
let counter = 0;
const newPerson = (extra: Record<string, unknown> = {}) => {
  counter += 1;
  return {
    email: `member${counter}@clinic.example`,
    username: `member${counter}`,
    password: 'calm-river-42',
    name: 'Maja',
    surname: `Surname${counter}`,
    phone_number: '+381 11 222',
    ...extra,
  };
};
const add = (authorization: string, kind: 'users' | 'doctors', payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/admin-clinic/${kind}`, headers: { authorization }, payload });
const withoutId = ({ id: _id, ...rest }: Record<string, unknown>) => rest;
const accountsNamed = (email: string, username: string) =>
  t.db
    .select({ id: users.id, clinicId: users.clinicId })
    .from(users)
    .where(or(eq(users.email, email), eq(users.username, username)));
const mailsTo = (address: string) => t.db.select().from(outboxMails).where(eq(outboxMails.to, address.toLowerCase()));

describe("a clinic administrator adding a member with another clinic's e-mail or username", () => {
  it('gets the same status and body as for a new member; nothing is created and the person is told by e-mail', async () => {
    const mine = await createTestClinic(t.db, { withDoctor: true });
    const theirs = await createTestClinic(t.db, { withDoctor: true, patients: 1 });
    const auth = await bearerFor(t.app, mine.admin.email);
    const stranger = theirs.patients[0]!;

    const fresh = newPerson({ doctor_id: mine.doctor!.id, plan: 'Basic' });
    const created = await add(auth, 'users', fresh);
    expect(created.statusCode).toBe(201);

    const sameEmail = newPerson({ email: stranger.email.toUpperCase(), doctor_id: mine.doctor!.id, plan: 'Basic' });
    const hiddenEmail = await add(auth, 'users', sameEmail);
    const sameUsername = newPerson({ username: stranger.username.toUpperCase(), doctor_id: mine.doctor!.id, plan: 'Basic' });
    const hiddenUsername = await add(auth, 'users', sameUsername);
    for (const [response, input] of [
      [hiddenEmail, sameEmail],
      [hiddenUsername, sameUsername],
    ] as const) {
      expect(response.statusCode).toBe(201);
      expect(response.headers['content-type']).toBe(created.headers['content-type']);
      const body = ClinicMemberSchema.parse(response.json());
      expect(Object.keys(body).sort()).toEqual(Object.keys(created.json()).sort());
      // As the clinic's list would show a new member: the same fields, filled the same way.
      expect(withoutId(body)).toEqual({
        ...withoutId(created.json()),
        email: input.email.toLowerCase(),
        username: input.username,
        surname: input.surname,
      });
    }
    // Nothing was created, and the other clinic's account is unchanged.
    expect(await accountsNamed(sameEmail.email.toLowerCase(), sameEmail.username)).toEqual([{ id: stranger.id, clinicId: theirs.clinic.id }]);
    expect(await t.db.select({ id: users.id }).from(users).where(eq(users.email, sameUsername.email))).toEqual([]);
    expect(await accountsNamed(sameUsername.email, sameUsername.username.toLowerCase())).toEqual([{ id: stranger.id, clinicId: theirs.clinic.id }]);
    // The owner of the address learns that a clinic tried; the new address learns its username was taken.
    await expect.poll(async () => (await mailsTo(stranger.email)).map((mail) => mail.subject)).toContain('Cephalo: a clinic tried to add your address');
    await expect
      .poll(async () => (await mailsTo(sameUsername.email)).map((mail) => mail.text).join('\n'))
      .toContain(`with the username "${sameUsername.username}". Another account already has that username`);
    expect((await mailsTo(stranger.email))[0]?.text).toContain(mine.clinic.name);
  });

  it('does the same for a new doctor, and still answers 409 for an address or username of its own clinic', async () => {
    const mine = await createTestClinic(t.db, { withDoctor: true, patients: 1 });
    const theirs = await createTestClinic(t.db, { withDoctor: true });
    const auth = await bearerFor(t.app, mine.admin.email);
    expect((await add(auth, 'doctors', newPerson({ email: theirs.doctor!.email }))).statusCode).toBe(201);
    expect((await add(auth, 'doctors', newPerson({ username: theirs.admin.username }))).statusCode).toBe(201);
    // Its own members are on the administrator's lists already: a clear refusal tells nothing new.
    const own = await add(auth, 'doctors', newPerson({ email: mine.patients[0]!.email }));
    expect(own.statusCode).toBe(409);
    expect(own.json()).toEqual({ detail: 'An account with this email already exists.' });
    expect((await add(auth, 'users', newPerson({ username: mine.doctor!.username.toUpperCase() }))).json()).toEqual({
      detail: 'This username is already taken.',
    });
  });
});

describe('adding a member: timing', () => {
  const SAMPLES = TIMING_SAMPLES;

  it(`takes as long for another clinic's e-mail or username as for a new member (medians of ${SAMPLES} samples each)`, async () => {
    const mine = await createTestClinic(t.db, { withDoctor: true });
    const theirs = await createTestClinic(t.db, { patients: 1 });
    const auth = await bearerFor(t.app, mine.admin.email);
    const stranger = theirs.patients[0]!;
    const adding = (payload: () => object) => async () => {
      const response = await add(auth, 'users', payload());
      expect(response.statusCode, response.body).toBe(201);
    };
    const kinds = {
      new: adding(() => newPerson({ doctor_id: mine.doctor!.id })),
      // Half with the stranger's address, half with the stranger's username.
      taken: (index: number) =>
        adding(() =>
          newPerson(index % 2 === 0 ? { email: stranger.email, doctor_id: mine.doctor!.id } : { username: stranger.username, doctor_id: mine.doctor!.id }),
        ),
    };
    for (let index = 0; index < 6; index += 1) await (index % 2 === 0 ? kinds.new : kinds.taken(index))();
    const samples = { new: [] as number[], taken: [] as number[], hash: [] as number[] };
    for (let index = 0; index < SAMPLES; index += 1) {
      samples.new.push(await timed(kinds.new));
      samples.taken.push(await timed(kinds.taken(index)));
      samples.hash.push(await timed(() => hashPassword('calm-river-42')));
    }
    const medians = { new: median(samples.new), taken: median(samples.taken), hash: median(samples.hash) };
    const report = `medians in ms (the check compares paired differences): ${JSON.stringify(medians, (_key, value: unknown) => (typeof value === 'number' ? Number(value.toFixed(2)) : value))}`;
    // Three quarters of a password hash (timingTolerance): one hash more or less is outside it, the shared machine's noise inside.
    expect(Math.abs(pairedDifference(samples.taken, samples.new)), report).toBeLessThan(timingTolerance(medians.hash));
  }, 600_000);
});
