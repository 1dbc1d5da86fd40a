import { sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../db/database';

/** A table of the product's schema, with the tables its foreign keys point at. */
export interface TableInfo {
  name: string;
  references: string[];
  /** A foreign key to its own rows (a patient's doctor is a user). */
  refersToItself: boolean;
}

const rowsOf = async <Row>(db: DatabaseOrTransaction, query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: Row[] }).rows;

/**
 * The tables of the public schema (the product's; drizzle keeps its migration journal apart),
 * each after the tables it refers to, so inserting in this order never breaks a foreign key.
 * A table that refers to itself (a doctor is a user) is inserted in one statement: PostgreSQL
 * checks a foreign key at the end of the statement, not row by row.
 */
export async function listTablesInDependencyOrder(db: DatabaseOrTransaction): Promise<TableInfo[]> {
  const tables = await rowsOf<{ name: string }>(
    db,
    sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind = 'r' order by c.relname`,
  );
  const keys = await rowsOf<{ source: string; target: string }>(
    db,
    sql`select s.relname as source, t.relname as target from pg_constraint k
        join pg_class s on s.oid = k.conrelid join pg_class t on t.oid = k.confrelid
        join pg_namespace n on n.oid = s.relnamespace
        where k.contype = 'f' and n.nspname = 'public'`,
  );
  const referencesOf = new Map(tables.map(({ name }) => [name, new Set<string>()]));
  const selfReferring = new Set(keys.filter(({ source, target }) => source === target).map(({ source }) => source));
  for (const { source, target } of keys) if (source !== target) referencesOf.get(source)?.add(target);

  const ordered: TableInfo[] = [];
  const placed = new Set<string>();
  const visit = (name: string, path: Set<string>) => {
    if (placed.has(name)) return;
    if (path.has(name)) throw new Error(`the tables ${[...path].join(', ')} refer to each other in a cycle`);
    path.add(name);
    for (const target of referencesOf.get(name) ?? []) visit(target, path);
    path.delete(name);
    placed.add(name);
    ordered.push({ name, references: [...(referencesOf.get(name) ?? [])], refersToItself: selfReferring.has(name) });
  };
  for (const { name } of tables) visit(name, new Set());
  return ordered;
}

/** How many migrations the database has applied (drizzle's journal). */
export async function countAppliedMigrations(db: DatabaseOrTransaction): Promise<number> {
  const [row] = await rowsOf<{ count: number }>(db, sql`select count(*)::int as count from drizzle.__drizzle_migrations`);
  return Number(row?.count ?? 0);
}

export { rowsOf };
