import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aDiaryInput } from '@cephalo/shared/testing/diary-entry-builder';
import { buildApp, type App } from '../src/app';
import { RestoreRefusedError, restoreBackup } from '../src/backup/restore-backup';
import { writeBackup } from '../src/backup/write-backup';
import type { DatabaseHandle } from '../src/db/database';
import { openDatabase, openPglite } from '../src/db/open-database';
import { bearerFor, createTestClinic, createTestKey } from './builders';
import { BASE_DUMP_PATH, withDatabaseName } from './database-names';
import { multipartFile } from './multipart';
import { TEST_SERVER_DIST } from './server-process';
import { testConfig } from './test-config';

/**
 * An embedded installation with data is backed up and restored into PostgreSQL (TEST_DATABASE_URL;
 * without it into a new embedded database), then everything is read back through the API.
 */
const config = testConfig();
const folder = fs.mkdtempSync(path.resolve('.tmp', 'backup-'));
const backupFile = path.join(folder, 'cephalo.backup');
const adminUrl = process.env.TEST_DATABASE_URL;
const targetName = `cephalo_restore_${crypto.randomBytes(4).toString('hex')}`;
const handles: DatabaseHandle[] = [];
const apps: App[] = [];

/** A new embedded database, migrated (a copy of the run's migrated base). */
async function newEmbedded() {
  const handle = await openPglite(new PGlite({ loadDataDir: new Blob([fs.readFileSync(BASE_DUMP_PATH)]) }));
  handles.push(handle);
  return handle;
}
async function emptyTarget(): Promise<DatabaseHandle> {
  if (adminUrl) {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${targetName}`);
    await admin.end();
  }
  if (!adminUrl) return newEmbedded();
  const handle = await openDatabase({ kind: 'postgres', url: withDatabaseName(adminUrl, targetName) });
  handles.push(handle);
  return handle;
}
const appOn = async (handle: DatabaseHandle) => {
  const app = await buildApp({ config, db: handle.db, logger: false });
  apps.push(app);
  return app;
};

let source: DatabaseHandle;
let sourceApp: App;
const seen: {
  patientEmail: string;
  doctorEmail: string;
  adminEmail: string;
  photoUrl: string;
  photo: Buffer;
  export: unknown;
  trail: { id: number }[];
  doctorList: unknown;
  members: unknown;
  keys: unknown;
  forecast: unknown;
  isTrailIntact: boolean;
} = {} as never;

beforeAll(async () => {
  source = await newEmbedded();
  sourceApp = await appOn(source);
  const { clinic, admin, doctor, patients } = await createTestClinic(source.db, { withDoctor: true, patients: 2 });
  await createTestKey(source.db, { clinicId: clinic.id, role: 'DOCTOR', uses: 3 });
  const patient = patients[0]!;
  const auth = await bearerFor(sourceApp, patient.email);
  for (const [index, date] of ['2026-09-01', '2026-09-02', '2026-10-15'].entries()) {
    const saved = await sourceApp.inject({
      method: 'POST',
      url: '/api/diaries',
      headers: { authorization: auth },
      payload: aDiaryInput({
        input_date: date,
        sleep_hours: 6 + index,
        stress_level: 3,
        headache: 'yes',
        headache_intensity: 5 + index,
        medication_taken: 'sumatriptan',
        notes: `entry ${index}`,
      }),
    });
    expect(saved.statusCode).toBe(201);
  }
  await (
    await sourceApp.inject({
      method: 'POST',
      url: '/api/chat-stream',
      headers: { authorization: auth },
      payload: { message: 'Is red wine a migraine trigger?', ai_assistant_id: 1 },
    })
  ).body;
  const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#c33' } })
    .png()
    .toBuffer();
  const upload = multipartFile(png);
  seen.photoUrl = (
    await sourceApp.inject({ method: 'POST', url: '/api/profile/photo', headers: { authorization: auth, ...upload.headers }, payload: upload.payload })
  ).json().user.profile_photo_url;
  seen.photo = (await sourceApp.inject({ method: 'GET', url: seen.photoUrl, headers: { authorization: auth } })).rawPayload;
  const doctorAuth = await bearerFor(sourceApp, doctor!.email);
  // A doctor's read of the diary lands in the access trail, which must come across too.
  expect((await sourceApp.inject({ method: 'GET', url: `/api/diaries/user/${patient.id}`, headers: { authorization: doctorAuth } })).statusCode).toBe(200);
  Object.assign(seen, { patientEmail: patient.email, doctorEmail: doctor!.email, adminEmail: admin.email });
  Object.assign(seen, await readBack(sourceApp));
}, 120_000);

afterAll(async () => {
  for (const app of apps) await app.close();
  for (const handle of handles) await handle.close();
  if (adminUrl) {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${targetName} WITH (FORCE)`);
    await admin.end();
  }
  fs.rmSync(folder, { recursive: true, force: true });
});

const byId = (list: { id: string }[]) => [...list].sort((a, b) => a.id.localeCompare(b.id));

/** What the patient, the doctor and the administrator see, with the moment of reading left out. */
async function readBack(app: App) {
  const patient = await bearerFor(app, seen.patientEmail);
  const doctor = await bearerFor(app, seen.doctorEmail);
  const admin = await bearerFor(app, seen.adminEmail);
  const get = async (url: string, authorization: string) => {
    const response = await app.inject({ method: 'GET', url, headers: { authorization, 'x-time-zone': 'UTC' } });
    expect(response.statusCode, url).toBe(200);
    return response.json();
  };
  // Reading adds to the access trail (an export, a member list): the trail is compared apart.
  const { exported_at: _exportedAt, access_log: trail, ...exported } = (await get('/api/profile/export', patient)) as Record<string, unknown>;
  return {
    export: exported,
    trail: trail as { id: number }[],
    // Lists of people with equal names come in no set order: compared by id.
    doctorList: byId(await get('/api/doctors/patients', doctor)),
    members: byId(await get('/api/admin-clinic/users', admin)),
    keys: await get('/api/admin-clinic/registration-keys', admin),
    // The trail is sealed with a key outside the database: the same key checks it after a restore.
    isTrailIntact: ((await get('/api/admin-clinic/audit-log', admin)) as { is_intact: boolean }).is_intact,
    forecast: await get('/api/predict/diaries', patient),
  };
}

// Each test opens embedded databases of its own: over 30 s in one CI run on a slow, busy day.
describe('backup and restore', { timeout: 120_000 }, () => {
  it('moves an embedded installation to an empty database with every account, diary entry, question, photo, key and trail row intact', async () => {
    const written = await writeBackup({ database: source, file: backupFile });
    expect(written).toMatchObject({ diary_entries: 3, questions: 1, answers: 1, stored_photos: 1 });
    expect(fs.statSync(backupFile).mode & 0o777).toBe(0o600);

    const target = await emptyTarget();
    const loaded = await restoreBackup({ database: target, file: backupFile });
    expect(loaded).toEqual(Object.fromEntries(Object.entries(written).filter(([, rows]) => rows > 0)));
    const targetApp = await appOn(target);
    // The same passwords sign in; the same things are seen by each role.
    const restored = await readBack(targetApp);
    expect(restored.export).toEqual(seen.export);
    // Every row of the patient's trail came across, with its number; reading here added more.
    for (const row of seen.trail) expect(restored.trail).toContainEqual(row);
    expect(Math.max(...restored.trail.map(({ id }) => id))).toBeGreaterThan(Math.max(...seen.trail.map(({ id }) => id)));
    expect(restored.doctorList).toEqual(seen.doctorList);
    expect(restored.members).toEqual(seen.members);
    expect(restored.keys).toEqual(seen.keys);
    expect([seen.isTrailIntact, restored.isTrailIntact]).toEqual([true, true]);
    expect(restored.forecast).toEqual(seen.forecast);
    const patient = await bearerFor(targetApp, seen.patientEmail);
    const photo = await targetApp.inject({ method: 'GET', url: seen.photoUrl, headers: { authorization: patient } });
    expect(photo.statusCode).toBe(200);
    expect(photo.rawPayload.equals(seen.photo)).toBe(true);
    const patientId = ((await targetApp.inject({ method: 'GET', url: '/api/me', headers: { authorization: patient } })).json() as { id: string }).id;
    const doctor = await bearerFor(targetApp, seen.doctorEmail);
    expect((await targetApp.inject({ method: 'GET', url: `/api/diaries/user/${patientId}`, headers: { authorization: doctor } })).statusCode).toBe(200);

    // A second restore into the now used database is refused and changes nothing.
    await expect(restoreBackup({ database: target, file: backupFile })).rejects.toThrow(/not empty/);
    expect((await readBack(targetApp)).export).toEqual(seen.export);
  });

  it('refuses a file that is not a backup, or one cut short, and loads nothing', async () => {
    const target = await newEmbedded();
    const notBackup = path.join(folder, 'not-a-backup');
    fs.writeFileSync(notBackup, 'hello');
    await expect(restoreBackup({ database: target, file: notBackup })).rejects.toThrow();
    const whole = fs.readFileSync(backupFile);
    const { gunzipSync, gzipSync } = await import('node:zlib');
    const lines = gunzipSync(whole).toString('utf8').trimEnd().split('\n');
    const cut = path.join(folder, 'cut.backup');
    fs.writeFileSync(cut, gzipSync(lines.slice(0, -1).join('\n')));
    await expect(restoreBackup({ database: target, file: cut })).rejects.toBeInstanceOf(RestoreRefusedError);
    const app = await appOn(target);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/token',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams({ username: seen.patientEmail, password: 'test-password' }).toString(),
        })
      ).statusCode,
    ).toBe(401);
  });
});

describe('the backup and restore commands', () => {
  // The compiled CLI, as `npm run cli` runs it (global-setup.ts compiles it).
  const cli = (args: string[], env: Record<string, string>) =>
    spawnSync(process.execPath, ['--enable-source-maps', `${TEST_SERVER_DIST}/cli.js`, ...args], {
      cwd: path.resolve(import.meta.dirname, '../../..'),
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
      encoding: 'utf8',
    });

  it('moves an embedded installation with two commands, as the README says', async () => {
    const dataDir = fs.mkdtempSync(path.join(folder, 'data-'));
    const file = path.join(folder, 'cli.backup');
    const backedUp = cli(['backup', '--out', file], { DATA_DIR: dataDir });
    expect(backedUp.stderr).toBe('');
    expect(backedUp.stdout).toMatch(/^Backup written to .*cli\.backup \(keep it private: it holds health data\): 0 accounts, 0 clinics, 0 diary entries/);
    expect(cli(['backup', '--out', file], { DATA_DIR: dataDir }).stderr).toMatch(/exists already/);

    const restoreEnv: Record<string, string> = adminUrl
      ? { DATA_DIR: fs.mkdtempSync(path.join(folder, 'pg-')), DATABASE_URL: withDatabaseName(adminUrl, `${targetName}_cli`) }
      : { DATA_DIR: fs.mkdtempSync(path.join(folder, 'data-')) };
    if (adminUrl) {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${targetName}_cli`);
      await admin.end();
    }
    try {
      const restored = cli(['restore', '--from', file], restoreEnv);
      expect(restored.stderr).toBe('');
      expect(restored.stdout).toMatch(/^Restored .*cli\.backup: 0 accounts/);
      expect(cli(['restore'], restoreEnv).stderr).toMatch(/--from is required/);
    } finally {
      if (adminUrl) {
        const admin = new pg.Client({ connectionString: adminUrl });
        await admin.connect();
        await admin.query(`DROP DATABASE IF EXISTS ${targetName}_cli WITH (FORCE)`);
        await admin.end();
      }
    }
  }, 120_000);
});
