import fs from 'node:fs';
import readline from 'node:readline';
import { createGunzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle, DatabaseOrTransaction } from '../db/database';
import { BackupEndLineSchema, BackupHeaderSchema, BackupRowsLineSchema } from './backup-format';
import { countAppliedMigrations, listTablesInDependencyOrder, rowsOf } from './database-tables';

/** A backup that cannot be loaded here: the message says why, for the operator. */
export class RestoreRefusedError extends Error {}

/**
 * Loads a backup made by `writeBackup` into the configured database, which must be migrated to
 * the same version and hold no accounts or clinics (the rows migrations add, such as the plans,
 * are replaced by the backup's). All in one transaction: a refused or cut file changes nothing.
 * Answers the rows loaded per table.
 */
export async function restoreBackup({ database, file }: { database: DatabaseHandle; file: string }): Promise<Record<string, number>> {
  const lines = readline.createInterface({ input: fs.createReadStream(file).pipe(createGunzip()), crlfDelay: Infinity })[Symbol.asyncIterator]();
  const first = await lines.next();
  const header = BackupHeaderSchema.safeParse(first.done ? null : safeJson(first.value));
  if (!header.success) throw new RestoreRefusedError(`${file} is not a Cephalo backup.`);

  return database.db.transaction(async (tx) => {
    const migrations = await countAppliedMigrations(tx);
    if (migrations !== header.data.migrations) {
      throw new RestoreRefusedError(
        `The backup was made by a Cephalo version with ${header.data.migrations} database migrations; this one has ${migrations}. Restore it with the same version.`,
      );
    }
    const tables = await listTablesInDependencyOrder(tx);
    await emptyTarget(
      tx,
      tables.map(({ name }) => name),
    );
    const selfReferring = new Set(tables.filter((table) => table.refersToItself).map(({ name }) => name));
    const loaded: Record<string, number> = {};
    // A table that refers to itself is loaded in one statement (its rows may point forward).
    const held: { table: string | null; rows: unknown[] } = { table: null, rows: [] };
    const flush = async () => {
      if (held.table) await insertRows(tx, held.table, held.rows);
      held.table = null;
      held.rows = [];
    };
    for (let next = await lines.next(); !next.done; next = await lines.next()) {
      const parsed = safeJson(next.value);
      const end = BackupEndLineSchema.safeParse(parsed);
      if (end.success) {
        await flush();
        for (const [table, expected] of Object.entries(end.data.row_counts)) {
          if ((loaded[table] ?? 0) !== expected)
            throw new RestoreRefusedError(`The backup is incomplete: ${table} has ${loaded[table] ?? 0} of ${expected} rows.`);
        }
        await resetSequences(tx);
        return loaded;
      }
      const line = BackupRowsLineSchema.safeParse(parsed);
      if (!line.success || !tables.some(({ name }) => name === line.data.table))
        throw new RestoreRefusedError('The backup holds a line this version cannot read.');
      const { table, rows } = line.data;
      loaded[table] = (loaded[table] ?? 0) + rows.length;
      if (held.table !== null && held.table !== table) await flush();
      if (selfReferring.has(table)) {
        held.table = table;
        held.rows.push(...rows);
      } else await insertRows(tx, table, rows);
    }
    throw new RestoreRefusedError('The backup is incomplete: its last line is missing (was the file cut?).');
  });
}

const safeJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

/** Refuses a database in use; clears what migrations put in (the plans), which the backup brings back. */
async function emptyTarget(tx: DatabaseOrTransaction, tablesInOrder: string[]) {
  for (const table of ['users', 'clinics', 'access_log']) {
    const [row] = await rowsOf<{ count: number }>(tx, sql`select count(*)::int as count from ${sql.identifier(table)}`);
    if (Number(row?.count) > 0) throw new RestoreRefusedError(`The database is not empty (${table} has rows). Restore into a new, empty database.`);
  }
  for (const table of [...tablesInOrder].reverse()) await tx.execute(sql`delete from ${sql.identifier(table)}`);
}

async function insertRows(tx: DatabaseOrTransaction, table: string, rows: unknown[]) {
  if (rows.length === 0) return;
  const name = sql.identifier(table);
  // The table's own row type reads the JSON back: bytea from \x hex, timestamps, arrays, jsonb.
  await tx.execute(sql`insert into ${name} select * from json_populate_recordset(null::${name}, ${JSON.stringify(rows)}::json)`);
}

/** Serial columns continue after the loaded rows' highest id. */
async function resetSequences(tx: DatabaseOrTransaction) {
  const columns = await rowsOf<{ table_name: string; column_name: string }>(
    tx,
    sql`select table_name, column_name from information_schema.columns where table_schema = 'public' and column_default like 'nextval(%'`,
  );
  for (const { table_name: table, column_name: column } of columns) {
    await tx.execute(
      sql`select setval(pg_get_serial_sequence(${table}, ${column}), coalesce((select max(${sql.identifier(column)}) from ${sql.identifier(table)}), 0) + 1, false)`,
    );
  }
}
