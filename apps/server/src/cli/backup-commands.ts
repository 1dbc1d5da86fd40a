import fs from 'node:fs';
import type { FastifyBaseLogger } from 'fastify';
import { restoreBackup } from '../backup/restore-backup';
import { writeBackup } from '../backup/write-backup';
import type { DatabaseHandle } from '../db/database';
import { importPhotoFiles } from '../photos/database-photo-storage';

/** The tables an operator recognises, for the summary line. */
const SUMMARY_TABLES: [string, string][] = [
  ['users', 'accounts'],
  ['clinics', 'clinics'],
  ['diary_entries', 'diary entries'],
  ['questions', 'questions'],
  ['stored_photos', 'photos'],
  ['registration_keys', 'registration keys'],
];
const summarize = (counts: Record<string, number>) => SUMMARY_TABLES.map(([table, label]) => `${counts[table] ?? 0} ${label}`).join(', ');
const silentLog = { info: () => undefined } as unknown as FastifyBaseLogger;

/** npm run cli -- backup --out FILE */
export async function backupCommand(database: DatabaseHandle, uploadsDir: string, file: string): Promise<string> {
  if (fs.existsSync(file)) throw new Error(`${file} exists already: choose a new file name.`);
  // Photo files an earlier version left in the uploads folder go into the database first.
  await importPhotoFiles({ db: database.db, folder: uploadsDir, log: silentLog });
  const counts = await writeBackup({ database, file });
  return `Backup written to ${file} (keep it private: it holds health data): ${summarize(counts)}.`;
}

/** npm run cli -- restore --from FILE */
export async function restoreCommand(database: DatabaseHandle, file: string): Promise<string> {
  if (!fs.existsSync(file)) throw new Error(`${file} does not exist.`);
  const counts = await restoreBackup({ database, file });
  return `Restored ${file}: ${summarize(counts)}.`;
}
