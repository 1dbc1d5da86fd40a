import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

/** The Drizzle database, whichever driver is behind it (PGlite or node-postgres). */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** A transaction or the database itself: domain functions accept either. */
export type DatabaseOrTransaction = Parameters<Parameters<Database['transaction']>[0]>[0] | Database;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Calls `onChange` with the account ids the database announces (db/change-feed.ts). */
  listenForChanges: ListenForChanges;
  /**
   * Runs `task` unless another process holds the lock `lockId` (a PostgreSQL advisory lock on a
   * connection of its own); answers whether it ran. PGlite serves one process: it always runs.
   */
  runExclusively(lockId: number, task: () => Promise<void>): Promise<boolean>;
  close(): Promise<void>;
  /** True when this start made a new embedded database from the build's template (embedded-template.ts). */
  createdFromTemplate?: boolean;
}

/**
 * Subscribes to the cephalo_changes notifications (migration 0010). `onReset` is called when
 * notifications may have been missed (a lost connection), so every cached read must go.
 */
export type ListenForChanges = (handlers: { onChange(accountId: string): void; onReset(): void }) => Promise<() => Promise<void>>;
