import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bearerFor, createTestUser } from '../../test/builders';
import { setupTestApp } from '../../test/test-app';
import { importPhotoFiles, readStoredPhoto } from './database-photo-storage';

const t = setupTestApp();

describe('photos kept in the database', () => {
  it('moves the photo files of an earlier version into the database once, and ignores other files', async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'cephalo-uploads-'));
    const name = `${crypto.randomUUID()}.webp`;
    fs.writeFileSync(path.join(folder, name), Buffer.from('RIFF-old-photo'));
    fs.writeFileSync(path.join(folder, 'notes.txt'), 'not a photo');

    expect(await importPhotoFiles({ db: t.db, folder, log: t.app.log })).toBe(1);
    expect(await readStoredPhoto(t.db, name)).toEqual({ contentType: 'image/webp', bytes: Buffer.from('RIFF-old-photo') });
    expect(fs.readdirSync(folder)).toEqual(['notes.txt']);
    expect(await importPhotoFiles({ db: t.db, folder, log: t.app.log })).toBe(0);
    // Served only to those who may see it (plugins/uploads.ts): never to a caller without a session.
    expect((await t.app.inject({ method: 'GET', url: `/uploads/${name}` })).statusCode).toBe(401);
    fs.rmSync(folder, { recursive: true, force: true });
  });

  it('skips a photo file that another process moved away between listing and reading it', async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'cephalo-uploads-'));
    // A link to nothing is listed but cannot be read (ENOENT), like a file moved by the other process.
    fs.symlinkSync(path.join(folder, 'moved-away'), path.join(folder, `${crypto.randomUUID()}.png`));
    const kept = `${crypto.randomUUID()}.jpg`;
    fs.writeFileSync(path.join(folder, kept), Buffer.from('old-jpeg'));

    expect(await importPhotoFiles({ db: t.db, folder, log: t.app.log })).toBe(1);
    expect(await readStoredPhoto(t.db, kept)).toEqual({ contentType: 'image/jpeg', bytes: Buffer.from('old-jpeg') });
    fs.rmSync(folder, { recursive: true, force: true });
  });

  it('looks up only names it gives', async () => {
    expect(await readStoredPhoto(t.db, '../../etc/passwd')).toBeNull();
    const authorization = await bearerFor(t.app, (await createTestUser(t.db)).email);
    expect((await t.app.inject({ method: 'GET', url: '/uploads/..%2F..%2Fetc%2Fpasswd', headers: { authorization } })).statusCode).toBe(404);
  });
});
