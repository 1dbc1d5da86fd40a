import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';

/** A readiness probe that hangs is as bad as a failing one: a pool with no free connection answers 503. */
const DATABASE_TIMEOUT_MS = 3000;

type Readiness = { isReady: true } | { isReady: false; detail: string };

/**
 * Drizzle's migrator records each applied migration with its folder time (`created_at`) in
 * drizzle.__drizzle_migrations and applies only newer ones: the database is migrated when its
 * newest record is at least as new as the newest migration this build ships.
 */
async function checkDatabase(db: Database, latestMigrationMillis: number): Promise<Readiness> {
  let latestApplied: number | null;
  try {
    const { rows } = (await db.execute(sql`select max(created_at)::text as latest from drizzle.__drizzle_migrations`)) as unknown as {
      rows: { latest: string | null }[];
    };
    const latest = rows[0]?.latest;
    latestApplied = latest === null || latest === undefined ? null : Number(latest);
  } catch (error) {
    // No migrations table yet is "not migrated"; anything else (refused, timed out) is "unreachable".
    const code = (error as { code?: string; cause?: { code?: string } }).code ?? (error as { cause?: { code?: string } }).cause?.code;
    if (code === '42P01' || code === '3F000') return { isReady: false, detail: 'The database is not migrated yet.' };
    throw error;
  }
  if (latestApplied === null || latestApplied < latestMigrationMillis) return { isReady: false, detail: 'The database is not migrated yet.' };
  return { isReady: true };
}

/**
 * Whether this instance can serve: the database answers within the time limit and holds every
 * migration up to `latestMigrationMillis`; otherwise the detail a load balancer's log shows.
 */
export async function checkReadiness({
  db,
  latestMigrationMillis,
  log,
}: {
  db: Database;
  latestMigrationMillis: number;
  log: FastifyBaseLogger;
}): Promise<Readiness> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<Readiness>((resolve) => {
    timer = setTimeout(
      () => resolve({ isReady: false, detail: `The database did not answer within ${DATABASE_TIMEOUT_MS / 1000} seconds.` }),
      DATABASE_TIMEOUT_MS,
    );
  });
  return Promise.race([
    checkDatabase(db, latestMigrationMillis).catch((error: unknown): Readiness => {
      log.warn({ err: error }, 'readiness: database unreachable');
      return { isReady: false, detail: 'The database cannot be reached.' };
    }),
    timeout,
  ]).finally(() => clearTimeout(timer));
}
