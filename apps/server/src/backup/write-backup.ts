import fs from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle, DatabaseOrTransaction } from '../db/database';
import { BACKUP_FORMAT, ROWS_PER_LINE, type BackupHeader } from './backup-format';
import { countAppliedMigrations, listTablesInDependencyOrder, rowsOf } from './database-tables';

/**
 * Writes every table of the database to `file` (created 0600: it holds health data) as one
 * consistent snapshot: one read-only transaction (REPEATABLE READ on PostgreSQL), so a server
 * that keeps running meanwhile cannot make the copy half old, half new. Photos are rows too.
 * Answers the rows written per table.
 */
export async function writeBackup({
  database,
  file,
  now = new Date(),
}: {
  database: DatabaseHandle;
  file: string;
  now?: Date;
}): Promise<Record<string, number>> {
  const rowCounts: Record<string, number> = {};
  const dump = async (tx: DatabaseOrTransaction) => {
    const header: BackupHeader = {
      format: BACKUP_FORMAT,
      version: 1,
      created_at: now.toISOString(),
      migrations: await countAppliedMigrations(tx),
      source: database.kind,
    };
    const tables = await listTablesInDependencyOrder(tx);
    async function* lines(): AsyncGenerator<string> {
      yield `${JSON.stringify(header)}\n`;
      for (const { name } of tables) {
        rowCounts[name] = 0;
        // Pages in physical order (ctid), each after the last: flat memory and no OFFSET rescans.
        let after = '(0,0)';
        for (;;) {
          const page = await rowsOf<{ row: Record<string, unknown>; position: string }>(
            tx,
            sql`select row_to_json(t) as row, t.ctid::text as position from ${sql.identifier(name)} t where t.ctid > ${after}::tid order by t.ctid limit ${ROWS_PER_LINE}`,
          );
          if (page.length === 0) break;
          rowCounts[name] += page.length;
          after = page.at(-1)!.position;
          yield `${JSON.stringify({ table: name, rows: page.map(({ row }) => row) })}\n`;
        }
      }
      yield `${JSON.stringify({ end: true, row_counts: rowCounts })}\n`;
    }
    await pipeline(Readable.from(lines()), createGzip(), fs.createWriteStream(file, { mode: 0o600, flags: 'wx' }));
  };
  if (database.kind === 'postgres') await database.db.transaction(dump, { isolationLevel: 'repeatable read', accessMode: 'read only' });
  // PGlite serves one connection: nothing else writes while this transaction reads.
  else await database.db.transaction(dump);
  return rowCounts;
}
