import net, { type AddressInfo } from 'node:net';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { ClinicAuditLogSchema } from '@cephalo/shared/access-log';
import { bearerFor, createTestClinic } from '../../../test/builders';
import { setupTestApp } from '../../../test/test-app';
import type { DatabaseOrTransaction } from '../../db/database';
import { accessLog, accessLogAnchors } from '../../db/schema';
import { createAccessTrail, type AccessTrail } from './access-trail';
import { appendToTrail } from './append-to-trail';
import { verifyClinicTrail } from './verify-clinic-trail';
import type { NewRow } from './write-to-chain';

const t = setupTestApp();

/** Two instances of the product (two processes with the same key) writing to one database. */
const twoInstances = () => [createAccessTrail(t.config.JWT_SECRET!), createAccessTrail(t.config.JWT_SECRET!)] as const;

async function aClinic() {
  const { clinic, doctor, patients } = await createTestClinic(t.db, { withDoctor: true, patients: 2 });
  const row = (actorName: string, patientId = patients[0]!.id, action = 'diary.read'): NewRow => ({
    actorId: doctor!.id,
    actorRole: 'DOCTOR',
    actorName,
    patientId,
    listedPatientIds: null,
    action,
  });
  const rowsInOrder = () => t.db.select().from(accessLog).where(eq(accessLog.clinicId, clinic.id)).orderBy(asc(accessLog.id));
  // Checked by a third instance that has seen none of it: every row's seal and link, and the anchor.
  const check = () => verifyClinicTrail({ db: t.db, trail: createAccessTrail(t.config.JWT_SECRET!), clinicId: clinic.id, checkedBefore: undefined });
  return { clinicId: clinic.id, patients, row, rowsInOrder, check };
}

const nextTurn = (turns: number) => new Promise<void>((resolve) => (turns === 0 ? resolve() : setTimeout(resolve, turns)));

/** Issue 35, point 7: the appends of one clinic's chain go in groups, one transaction and one lock for each. */
describe('appending to the trail in groups', () => {
  it('writes 50 appends made at once on two instances as 50 rows, in the order each instance took them, in one chain that checks out', async () => {
    const { clinicId, row, rowsInOrder, check } = await aClinic();
    const instances = twoInstances();
    const takenBy = new Map<AccessTrail, string[]>(instances.map((trail) => [trail, []]));
    // Half at once, the rest arriving over a few milliseconds, while the first groups are being written.
    const appends = Array.from({ length: 50 }, async (_, index) => {
      const trail = instances[index % 2]!;
      await nextTurn(index < 25 ? 0 : index % 4);
      const name = `reader ${index}`;
      takenBy.get(trail)!.push(name);
      return appendToTrail({ db: t.db, trail, clinicId, rows: [row(name)] });
    });
    expect(await Promise.all(appends)).toEqual(Array.from({ length: 50 }, () => true));

    const rows = await rowsInOrder();
    expect(rows.map((written) => written.actorName).sort()).toEqual(Array.from({ length: 50 }, (_, index) => `reader ${index}`).sort());
    for (const [trail, taken] of takenBy) {
      const ofInstance = rows.filter((written) => taken.includes(written.actorName)).map((written) => written.actorName);
      expect(ofInstance, trail === instances[0] ? 'first instance' : 'second instance').toEqual(taken);
    }
    // The rows of one transaction share its time: 50 appends took far fewer transactions.
    expect(new Set(rows.map((written) => written.at.getTime())).size).toBeLessThan(25);
    expect(await check()).toMatchObject({ isIntact: true, checkedRows: 50, end: { rowCount: 50 } });
    const [anchor] = await t.db.select().from(accessLogAnchors).where(eq(accessLogAnchors.chain, clinicId));
    expect(anchor).toMatchObject({ rowCount: 50, lastHash: rows.at(-1)!.hash });
  });

  it('writes one act requested 20 times at once on two instances once, within one group too, and the other acts of the group', async () => {
    const { clinicId, patients, row, rowsInOrder, check } = await aClinic();
    const instances = twoInstances();
    const window = { unlessRecordedWithinMs: 10 * 60 * 1000 };
    const written = await Promise.all([
      ...Array.from({ length: 20 }, (_, index) =>
        appendToTrail({ db: t.db, trail: instances[index % 2]!, clinicId, rows: [row('Dr Opener', patients[0]!.id, 'patient.open')], ...window }),
      ),
      appendToTrail({ db: t.db, trail: instances[0], clinicId, rows: [row('Dr Opener', patients[1]!.id, 'patient.open')], ...window }),
      appendToTrail({ db: t.db, trail: instances[1], clinicId, rows: [row('Dr Opener', patients[0]!.id, 'report.read')] }),
      appendToTrail({ db: t.db, trail: instances[1], clinicId, rows: [row('Dr Opener', patients[0]!.id, 'report.read')] }),
    ]);
    expect(written.slice(0, 20).filter(Boolean)).toHaveLength(1);
    expect(written.slice(20)).toEqual([true, true, true]);
    const rows = await rowsInOrder();
    expect(rows.map((one) => [one.patientId, one.action]).sort()).toEqual(
      [
        [patients[0]!.id, 'patient.open'],
        [patients[1]!.id, 'patient.open'],
        [patients[0]!.id, 'report.read'],
        [patients[0]!.id, 'report.read'],
      ].sort(),
    );
    expect(await check()).toMatchObject({ isIntact: true, checkedRows: 4 });
  });

  it('fails only the append whose row cannot be written, not the others of its group', async () => {
    const { clinicId, row, rowsInOrder, check } = await aClinic();
    const [trail] = twoInstances();
    // Neither one patient nor a list: the table's check refuses it.
    const impossible = { ...row('nobody'), patientId: null };
    const results = await Promise.allSettled([
      ...['first', 'second'].map((name) => appendToTrail({ db: t.db, trail, clinicId, rows: [row(name)] })),
      appendToTrail({ db: t.db, trail, clinicId, rows: [impossible] }),
      ...['third', 'fourth'].map((name) => appendToTrail({ db: t.db, trail, clinicId, rows: [row(name)] })),
    ]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled', 'fulfilled']);
    expect((await rowsInOrder()).map((one) => one.actorName)).toEqual(['first', 'second', 'third', 'fourth']);
    expect(await check()).toMatchObject({ isIntact: true, checkedRows: 4 });
  });

  it('keeps the order of a failed group before the appends that arrive while it fails', async () => {
    const { clinicId, row, rowsInOrder, check } = await aClinic();
    const [trail] = twoInstances();
    const impossible = { ...row('nobody'), patientId: null };
    // The later two arrive while the first group is written, and wait in the next transaction for
    // the lock; the failed group's appends must still go first, each alone.
    const results = await Promise.allSettled([
      ...['first', 'second'].map((name) => appendToTrail({ db: t.db, trail, clinicId, rows: [row(name)] })),
      appendToTrail({ db: t.db, trail, clinicId, rows: [impossible] }),
      appendToTrail({ db: t.db, trail, clinicId, rows: [row('third')] }),
      ...['fourth', 'fifth'].map(async (name, index) => {
        await nextTurn(index + 1);
        return appendToTrail({ db: t.db, trail, clinicId, rows: [row(name)] });
      }),
    ]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled', 'fulfilled', 'fulfilled']);
    expect((await rowsInOrder()).map((one) => one.actorName)).toEqual(['first', 'second', 'third', 'fourth', 'fifth']);
    expect(await check()).toMatchObject({ isIntact: true, checkedRows: 5 });
  });

  it("chains an instance's next group after the rows another instance wrote since its last one", async () => {
    const { clinicId, row, rowsInOrder, check } = await aClinic();
    const [first, second] = twoInstances();
    // The first instance knows the end it wrote; the second moves it; the first must not chain
    // after the end it remembers (the chain would fork), but after the second's row.
    expect(await appendToTrail({ db: t.db, trail: first, clinicId, rows: [row('first 1')] })).toBe(true);
    expect(await appendToTrail({ db: t.db, trail: second, clinicId, rows: [row('second 1')] })).toBe(true);
    expect(await appendToTrail({ db: t.db, trail: first, clinicId, rows: [row('first 2'), row('first 3')] })).toBe(true);
    expect(await appendToTrail({ db: t.db, trail: first, clinicId, rows: [row('first 4')] })).toBe(true);
    expect(await appendToTrail({ db: t.db, trail: second, clinicId, rows: [row('second 2')] })).toBe(true);
    const rows = await rowsInOrder();
    expect(rows.map((one) => one.actorName)).toEqual(['first 1', 'second 1', 'first 2', 'first 3', 'first 4', 'second 2']);
    expect(rows.slice(1).map((one) => one.previousHash)).toEqual(rows.slice(0, -1).map((one) => one.hash));
    expect(await check()).toMatchObject({ isIntact: true, checkedRows: 6, end: { rowCount: 6 } });
  });

  it('takes an act as recorded only while its row is within the window, and never one whose transaction rolled back', async () => {
    const { clinicId, patients, row, rowsInOrder } = await aClinic();
    const [trail] = twoInstances();
    const window = { unlessRecordedWithinMs: 10 * 60_000 };
    const opening = (db: DatabaseOrTransaction = t.db) =>
      appendToTrail({ db, trail, clinicId, rows: [row('Dr Opener', patients[0]!.id, 'patient.open')], ...window });
    // Written in a transaction that rolls back: nothing is recorded, so the next opening is written.
    await expect(
      t.db.transaction(async (tx) => {
        expect(await opening(tx)).toBe(true);
        tx.rollback();
      }),
    ).rejects.toThrow();
    expect(await opening()).toBe(true);
    expect(await opening()).toBe(false);
    // Eleven minutes later by the server's clock, which stamps the rows and measures the window:
    // the instance remembers the opening, and must not count it any more.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 11 * 60_000 });
    try {
      expect(await opening()).toBe(true);
      expect(await opening()).toBe(false);
    } finally {
      vi.useRealTimers();
    }
    expect((await rowsInOrder()).map((one) => one.action)).toEqual(['patient.open', 'patient.open']);
  });

  it("writes inside the caller's transaction, beside the group of another instance, and is gone with it when it rolls back", async () => {
    const { clinicId, row, rowsInOrder, check } = await aClinic();
    const [grouped, inTransaction] = twoInstances();
    await expect(
      t.db.transaction(async (tx) => {
        expect(await appendToTrail({ db: tx, trail: inTransaction, clinicId, rows: [row('rolled back')] })).toBe(true);
        tx.rollback();
      }),
    ).rejects.toThrow();
    await Promise.all([
      appendToTrail({ db: t.db, trail: grouped, clinicId, rows: [row('grouped 1')] }),
      t.db.transaction((tx) => appendToTrail({ db: tx, trail: inTransaction, clinicId, rows: [row('committed')] })),
      appendToTrail({ db: t.db, trail: grouped, clinicId, rows: [row('grouped 2')] }),
    ]);
    expect((await rowsInOrder()).map((one) => one.actorName).sort()).toEqual(['committed', 'grouped 1', 'grouped 2']);
    expect(await check()).toMatchObject({ isIntact: true, checkedRows: 3 });
  });

  it('splits appends of more rows than one transaction takes, keeping their order', async () => {
    const { clinicId, row, rowsInOrder, check } = await aClinic();
    const [trail] = twoInstances();
    const many = (name: string) => Array.from({ length: 600 }, () => row(name));
    await Promise.all([appendToTrail({ db: t.db, trail, clinicId, rows: many('first') }), appendToTrail({ db: t.db, trail, clinicId, rows: many('second') })]);
    const rows = await rowsInOrder();
    expect(rows.map((one) => one.actorName)).toEqual([...Array.from({ length: 600 }, () => 'first'), ...Array.from({ length: 600 }, () => 'second')]);
    expect(new Set(rows.map((one) => one.at.getTime())).size).toBe(2);
    expect(await check()).toMatchObject({ isIntact: true, checkedRows: 1200 });
  });

  it("answers 30 views of the doctor's list sent at once over HTTP each with its row in the trail, written in groups, with the chain intact", async () => {
    const { clinic, admin, doctor, patients } = await createTestClinic(t.db, { withDoctor: true, patients: 3 });
    const doctorAuth = await bearerFor(t.app, doctor!.email);
    const path = '/api/doctors/patients?limit=24';
    // The first view computes the kept list; the 30 after it read it.
    expect((await t.app.inject({ method: 'GET', url: path, headers: { authorization: doctorAuth } })).statusCode).toBe(200);
    // Real sockets, each request sent before the server reads any: on PGlite a request's queries
    // never yield to the event loop, so a group begun in the first request's tick would hold it alone.
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const sockets = await Promise.all(
      Array.from(
        { length: 30 },
        () =>
          new Promise<net.Socket>(
            (resolve) =>
              void net.connect(port, '127.0.0.1').once('connect', function (this: net.Socket) {
                resolve(this);
              }),
          ),
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    const answers = sockets.map(
      (socket) =>
        new Promise<string>((resolve) => {
          let text = '';
          socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
          socket.once('end', () => resolve(text));
        }),
    );
    for (const socket of sockets) socket.write(`GET ${path} HTTP/1.1\r\nhost: localhost\r\nauthorization: ${doctorAuth}\r\nconnection: close\r\n\r\n`);
    expect((await Promise.all(answers)).map((answer) => answer.slice(0, 12))).toEqual(Array.from({ length: 30 }, () => 'HTTP/1.1 200'));

    const rows = await t.db.select().from(accessLog).where(eq(accessLog.clinicId, clinic.id));
    expect(rows).toHaveLength(31);
    expect(rows.every((row) => row.action === 'patients.list' && row.listedPatientIds?.length === patients.length)).toBe(true);
    // The rows of one transaction share its time: the 30 took a few (under 10 on a quiet machine;
    // on the 2-core CI machine with every run side by side the requests arrive more spread out and
    // took 10 or more on 29 November), and one a row would be 31.
    expect(new Set(rows.map((row) => row.at.getTime())).size).toBeLessThan(25);
    const view = await t.app.inject({
      method: 'GET',
      url: '/api/admin-clinic/audit-log?limit=100',
      headers: { authorization: await bearerFor(t.app, admin.email) },
    });
    expect(ClinicAuditLogSchema.parse(view.json())).toMatchObject({ is_intact: true, total: 31 });
  });
});
