import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

/** The Drizzle database, whichever driver is behind it (PGlite or node-postgres). */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** A transaction or the database itself: domain functions accept either. */
export type DatabaseOrTransaction = Parameters<Parameters<Database['transaction']>[0]>[0] | Database;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Calls `onChange` with the account changes the database announces (db/change-feed.ts). */
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

/** What a change notification says: whose cached reads must go, and whether their sessions must be checked again. */
export interface AccountChange {
  accountId: string;
  /** The account's own row or a revoked token changed (role, plan, password, logout, erasure), not only its data. */
  endsSessions: boolean;
}

/**
 * Subscribes to the cephalo_changes notifications (the triggers that cache/cached-reads.ts is
 * checked against). `onLost` is called when notifications may be missed (the feed's connection is
 * lost): every cached read must go, and nothing may be kept until `onRestored`, called once the
 * feed listens again, when every cached read must go once more.
 */
export type ListenForChanges = (handlers: { onChange(change: AccountChange): void; onLost(): void; onRestored(): void }) => Promise<() => Promise<void>>;
