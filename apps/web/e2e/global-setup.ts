import fs from 'node:fs';
import path from 'node:path';

const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');
// Old enough that no other run on this machine can still be using it.
const STALE_AFTER_MS = 30 * 60 * 1000;

/** Removes the demo databases of earlier runs (about 40 MB each) so .tmp does not keep growing. */
export default function globalSetup(): void {
  const tmpDir = path.join(REPO_ROOT, '.tmp');
  if (!fs.existsSync(tmpDir)) return;
  const current = path.resolve(REPO_ROOT, process.env.E2E_DATA_DIR ?? '');
  for (const name of fs.readdirSync(tmpDir)) {
    const folder = path.join(tmpDir, name);
    const startedAt = Number(name.replace(/^e2e-data-/, ''));
    if (!name.startsWith('e2e-data-') || folder === current || !Number.isFinite(startedAt)) continue;
    if (Date.now() - startedAt > STALE_AFTER_MS) fs.rmSync(folder, { recursive: true, force: true });
  }
  fs.mkdirSync(path.join(tmpDir, 'screens'), { recursive: true });
}
