import fs from 'node:fs';
import { buildApp, type App } from './app';
import { releaseStaleClaims, STALE_CLAIM_AGE_MS } from './domain/chat/release-stale-claims';
import { settleAnswersWithoutAsker } from './domain/chat/settle-answers-without-asker';
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
  const database = await openDatabase(config.DATABASE_URL ? { kind: 'postgres', url: config.DATABASE_URL } : { kind: 'pglite', dataDir: config.pgliteDir });
  // Questions whose answers a stopped process never stored (a crash, a kill) are given back, so
  // their Retry is answered at once: on the embedded database no other process can be writing one.
  const givenBack = await releaseStaleClaims({
    db: database.db,
    claimedBefore: config.isEmbeddedDatabase ? new Date() : new Date(Date.now() - STALE_CLAIM_AGE_MS),
  });
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
  if (database.createdFromTemplate) app.log.info("new embedded database copied from the build's migrated template");
  if (givenBack > 0) app.log.warn({ questions: givenBack }, 'questions whose answers a stopped process never stored were given back');
  // PGlite creates its files readable to all (0666) whatever the umask; the folders are 0700, and
  // a sweep after start, every minute and after closing makes the files 0600 as well.
  makeDataDirPrivate(config.DATA_DIR);
  const privacySweep = setInterval(() => makeDataDirPrivate(config.DATA_DIR), 60_000).unref();
  if (config.DIARY_REMINDERS !== false) {
    startDiaryReminderJob(app, {
      everyMinutes: config.DIARY_REMINDER_CHECK_MINUTES,
      reminderHour: config.DIARY_REMINDER_HOUR,
      runExclusively: database.runExclusively,
    });
  }

  let isClosing = false;
  const close = async (signal: string) => {
    if (isClosing) return;
    isClosing = true;
    app.log.info({ signal, graceSeconds: config.SHUTDOWN_GRACE_SECONDS }, 'closing: no new connections, running answers may finish');
    let exitCode = 0;
    try {
      clearInterval(privacySweep);
      await closeGracefully(app, config.SHUTDOWN_GRACE_SECONDS * 1000);
      await database.close();
      makeDataDirPrivate(config.DATA_DIR);
    } catch (error) {
      app.log.error({ err: error }, 'closing failed');
      exitCode = 1;
    } finally {
      releaseLock();
    }
    process.exit(exitCode);
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

/**
 * Stops accepting and waits for the requests under way, chat answers included, for up to
 * `graceMs`; then cuts what is left. Fastify's close() answers requests that still arrive on open
 * connections with 503 (return503OnClosing), closes idle keep-alive connections (forceCloseConnections
 * defaults to "idle") and waits for busy ones; docs/decisions/014-operations.md.
 */
async function closeGracefully(app: App, graceMs: number): Promise<void> {
  const closing = app.close();
  // Fastify closes the idle connections once, when closing starts. A connection whose answer ends
  // later stays open for its keep-alive time (72 s) and would hold the exit: close those as they go idle.
  const idleSweep = setInterval(() => app.server.closeIdleConnections(), 200);
  const deadline = setTimeout(() => {
    app.log.warn({ graceSeconds: graceMs / 1000 }, 'grace period over: closing the connections still open');
    app.server.closeAllConnections();
  }, graceMs);
  const graceOver = new Promise<void>((resolve) => setTimeout(resolve, graceMs).unref());
  try {
    await closing;
    // Answers whose askers left (a cut connection) are still being written and stored: they
    // count, so they are waited for too, within the same grace period.
    await Promise.race([settleAnswersWithoutAsker(), graceOver]);
  } finally {
    clearInterval(idleSweep);
    clearTimeout(deadline);
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    process.stderr.write(`Cephalo cannot start: ${error.message}\n`);
  } else {
    process.stderr.write(`Cephalo failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  }
  process.exit(1);
});
