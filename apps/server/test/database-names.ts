import path from 'node:path';
import { TEST_SERVER_DIST } from './server-process';

/** The run's migrated PGlite base (global-setup.ts), one per compiled-server folder, so runs side by side keep theirs. */
export const BASE_DUMP_PATH = path.resolve(import.meta.dirname, '../../../.tmp', `test-db-base-${path.basename(TEST_SERVER_DIST)}.tar.gz`);
export const TEMPLATE_DATABASE = 'cephalo_test_template';

export function withDatabaseName(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
