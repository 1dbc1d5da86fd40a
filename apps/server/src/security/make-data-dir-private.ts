import fs from 'node:fs';
import path from 'node:path';

/** Folders the server's own user alone may open, and files it alone may read. */
const PRIVATE_FOLDER_MODE = 0o700;
const PRIVATE_FILE_MODE = 0o600;

/**
 * Health data lives under DATA_DIR (the embedded database, photos, spoken answers, the signing
 * key): every folder becomes 0700 and every file 0600, including what an older version left
 * readable to other local users. New files are private through the process umask (set at start).
 */
export function makeDataDirPrivate(dataDir: string): void {
  fs.mkdirSync(dataDir, { recursive: true, mode: PRIVATE_FOLDER_MODE });
  const visit = (target: string) => {
    const stat = fs.lstatSync(target);
    if (stat.isSymbolicLink()) return;
    if (stat.isDirectory()) {
      if ((stat.mode & 0o777) !== PRIVATE_FOLDER_MODE) fs.chmodSync(target, PRIVATE_FOLDER_MODE);
      for (const name of fs.readdirSync(target)) visit(path.join(target, name));
    } else if ((stat.mode & 0o777 & ~PRIVATE_FILE_MODE) !== 0) {
      fs.chmodSync(target, stat.mode & PRIVATE_FILE_MODE & 0o777);
    }
  };
  visit(dataDir);
}

/** Files and folders this process creates are its user's only (0600 and 0700). */
export function restrictNewFiles(): void {
  process.umask(0o077);
}
