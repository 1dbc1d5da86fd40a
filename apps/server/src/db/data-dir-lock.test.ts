import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, acquireDataDirLock } from './data-dir-lock';

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'cephalo-lock-'));

describe('data folder lock', () => {
  it('refuses a second holder while the first lives, and frees the folder on release', () => {
    const dir = tempDir();
    // Another live process (the parent of this test worker) owns the lock.
    fs.writeFileSync(path.join(dir, 'cephalo.lock'), String(process.ppid));
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(dir)).toThrow(/in use by another Cephalo process/);
    fs.rmSync(path.join(dir, 'cephalo.lock'));

    const release = acquireDataDirLock(dir);
    expect(fs.readFileSync(path.join(dir, 'cephalo.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, 'cephalo.lock'))).toBe(false);
  });

  it('takes over a lock left by a process that no longer exists', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'cephalo.lock'), '999999999');
    const release = acquireDataDirLock(dir);
    expect(fs.readFileSync(path.join(dir, 'cephalo.lock'), 'utf8')).toBe(String(process.pid));
    release();
  });
});
