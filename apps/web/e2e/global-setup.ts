import fs from 'node:fs';
import path from 'node:path';
import { startSmtpTestDouble } from './mail-inbox';

const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');
// Old enough that no other run on this machine can still be using it.
const STALE_AFTER_MS = 30 * 60 * 1000;

/**
 * Starts the SMTP TEST DOUBLE (e2e/mail-inbox.ts; the returned function stops it) and removes the
 * demo databases of earlier runs (about 40 MB each) so .tmp does not keep growing.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const stopSmtpTestDouble = await startSmtpTestDouble({ port: Number(process.env.E2E_SMTP_PORT ?? 2526) });
  const tmpDir = path.join(REPO_ROOT, '.tmp');
  if (!fs.existsSync(tmpDir)) return stopSmtpTestDouble;
  const current = path.resolve(REPO_ROOT, process.env.E2E_DATA_DIR ?? '');
  for (const name of fs.readdirSync(tmpDir)) {
    const folder = path.join(tmpDir, name);
    // A run's mail folder (`e2e-data-<time>-mail`) goes with its database.
    const startedAt = Number(name.replace(/^e2e-data-/, '').replace(/-mail$/, ''));
    if (!name.startsWith('e2e-data-') || folder === current || folder === `${current}-mail` || !Number.isFinite(startedAt)) continue;
    if (Date.now() - startedAt > STALE_AFTER_MS) fs.rmSync(folder, { recursive: true, force: true });
  }
  fs.mkdirSync(path.join(tmpDir, 'screens'), { recursive: true });
  return stopSmtpTestDouble;
}
