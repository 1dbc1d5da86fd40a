import fs from 'node:fs';
import { buildApp } from './app';
import { ConfigError, isDemoMode, loadConfig } from './config/env';
import { DataDirLockedError, acquireDataDirLock } from './db/data-dir-lock';
import { openDatabase } from './db/open-database';
import { startDiaryReminderJob } from './jobs/diary-reminder-job';
import { formatDemoBanner, hasDemoData, seedDemoData } from './seed/seed-demo-data';
import { makeDataDirPrivate, restrictNewFiles } from './security/make-data-dir-private';

async function main() {
  // A .env file in the working folder is optional; real environment variables win over it.
  if (fs.existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();
  restrictNewFiles();
  makeDataDirPrivate(config.DATA_DIR);
  const releaseLock = config.isEmbeddedDatabase ? acquireDataDirLock(config.DATA_DIR) : () => undefined;
  const database = await openDatabase(
    config.DATABASE_URL ? { kind: 'postgres', url: config.DATABASE_URL } : { kind: 'pglite', dataDir: config.pgliteDir },
  );
  if (isDemoMode(config)) await seedDemoData(database.db);
  else if (await hasDemoData(database.db)) {
    await database.close();
    releaseLock();
    throw new ConfigError(
      'the database holds the demo accounts, whose passwords are public, but DEMO_SEED is not true. ' +
        'Remove them with `npm run cli -- remove-demo-data` (stop this server first), or start with DEMO_SEED=true to keep trying the demo.',
    );
  }
  const app = await buildApp({ config, db: database.db, listenForChanges: database.listenForChanges });
  // PGlite creates its files readable to all (0666) whatever the umask; the folders are 0700, and
  // a sweep after start, every minute and after closing makes the files 0600 as well.
  makeDataDirPrivate(config.DATA_DIR);
  const privacySweep = setInterval(() => makeDataDirPrivate(config.DATA_DIR), 60_000).unref();
  if (config.DIARY_REMINDERS !== false) {
    startDiaryReminderJob(app, { everyMinutes: config.DIARY_REMINDER_CHECK_MINUTES, reminderHour: config.DIARY_REMINDER_HOUR });
  }

  let isClosing = false;
  const close = async (signal: string) => {
    if (isClosing) return;
    isClosing = true;
    app.log.info({ signal }, 'closing');
    try {
      clearInterval(privacySweep);
      await app.close();
      await database.close();
      makeDataDirPrivate(config.DATA_DIR);
    } finally {
      releaseLock();
    }
    process.exit(0);
  };
  process.once('SIGTERM', () => void close('SIGTERM'));
  process.once('SIGINT', () => void close('SIGINT'));

  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(
    { database: database.kind === 'pglite' ? `PGlite in ${config.pgliteDir}` : 'PostgreSQL (DATABASE_URL)' },
    `Cephalo is listening on port ${config.PORT}`,
  );
  if (isDemoMode(config) && (await hasDemoData(database.db))) process.stdout.write(`${formatDemoBanner(config.PUBLIC_URL)}\n`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    process.stderr.write(`Cephalo cannot start: ${error.message}\n`);
  } else {
    process.stderr.write(`Cephalo failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  }
  process.exit(1);
});
