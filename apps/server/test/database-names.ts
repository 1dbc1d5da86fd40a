import path from 'node:path';

export const BASE_DUMP_PATH = path.resolve(import.meta.dirname, '../../../.tmp/test-db-base.tar.gz');
export const TEMPLATE_DATABASE = 'cephalo_test_template';

export function withDatabaseName(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
