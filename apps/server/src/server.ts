import fs from 'node:fs';
import { buildApp } from './app';
import { ConfigError, loadConfig, shouldSeedDemo } from './config/env';
import { DataDirLockedError, acquireDataDirLock } from './db/data-dir-lock';
import { openDatabase } from './db/open-database';
import { startDiaryReminderJob } from './jobs/diary-reminder-job';
import { formatDemoBanner, hasDemoData, seedDemoData } from './seed/seed-demo-data';

async function main() {
  // A .env file in the working folder is optional; real environment variables win over it.
  if (fs.existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();
  const releaseLock = config.isEmbeddedDatabase ? acquireDataDirLock(config.DATA_DIR) : () => undefined;
  const database = await openDatabase(
    config.DATABASE_URL ? { kind: 'postgres', url: config.DATABASE_URL } : { kind: 'pglite', dataDir: config.pgliteDir },
  );
  if (shouldSeedDemo(config)) await seedDemoData(database.db);
  const app = await buildApp({ config, db: database.db });
  if (config.DIARY_REMINDERS !== false) {
    startDiaryReminderJob(app, { everyMinutes: config.DIARY_REMINDER_CHECK_MINUTES, reminderHour: config.DIARY_REMINDER_HOUR });
  }

  let isClosing = false;
  const close = async (signal: string) => {
    if (isClosing) return;
    isClosing = true;
    app.log.info({ signal }, 'closing');
    try {
      await app.close();
      await database.close();
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
  if (shouldSeedDemo(config) && (await hasDemoData(database.db))) process.stdout.write(`${formatDemoBanner(config.PUBLIC_URL)}\n`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    process.stderr.write(`Cephalo cannot start: ${error.message}\n`);
  } else {
    process.stderr.write(`Cephalo failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  }
  process.exit(1);
});
