import { readMigrationFiles } from 'drizzle-orm/migrator';
import { MIGRATIONS_FOLDER } from '../../db/open-database';

/**
 * The folder time of the newest migration this build ships (0 when it ships none): the database
 * is migrated when it has applied one at least as new (check-readiness.ts). Read from the files
 * once, when the readiness route is registered.
 */
export function findLatestShippedMigration(): number {
  return Math.max(0, ...readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER }).map((migration) => migration.folderMillis));
}
