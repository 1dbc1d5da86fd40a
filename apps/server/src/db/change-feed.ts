import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { AccountChange, ListenForChanges } from './database';

/** The channel the notifying triggers write to (migrations 0010, 0013 and 0016; checked against cache/cached-reads.ts). */
export const CHANGES_CHANNEL = 'cephalo_changes';

const DATA_ONLY_PREFIX = 'data:';

/**
 * A notification's payload: `data:<account id>` when only the account's data changed (diary,
 * questions, answers, a doctor's patient list), a bare account id when the account itself did
 * (its row, a revoked token), which may end or change its sessions.
 */
export function parseAccountChange(payload: string): AccountChange | null {
  const isDataOnly = payload.startsWith(DATA_ONLY_PREFIX);
  const accountId = isDataOnly ? payload.slice(DATA_ONLY_PREFIX.length) : payload;
  return accountId ? { accountId, endsSessions: !isDataOnly } : null;
}

const deliverTo = (onChange: (change: AccountChange) => void) => (payload: string | undefined) => {
  const change = payload ? parseAccountChange(payload) : null;
  if (change) onChange(change);
};

/**
 * PGlite runs in this process and delivers a notification before the write that caused it
 * resolves, so a cache fed by it is never behind this process's own writes.
 */
export const pgliteChangeFeed =
  (client: PGlite): ListenForChanges =>
  async ({ onChange }) => {
    const unlisten = await client.listen(CHANGES_CHANNEL, deliverTo(onChange));
    return () => unlisten();
  };

/** How soon a lost change feed tries again: `firstMs`, doubling after each failure up to `maxMs`. */
export interface ChangeFeedRetry {
  firstMs: number;
  maxMs: number;
}

/**
 * PostgreSQL: one connection of its own LISTENs. Notifications of other instances arrive within
 * milliseconds. When the connection is lost some may be missed, so `onLost` tells the caches to
 * drop everything and keep nothing, and the feed tries again (1 s, doubling to 30 s) until it is
 * back; then `onRestored` drops everything once more (what changed meanwhile was not announced)
 * and caching resumes.
 */
export const postgresChangeFeed =
  (url: string, retry: ChangeFeedRetry = { firstMs: 1000, maxMs: 30_000 }): ListenForChanges =>
  async ({ onChange, onLost, onRestored }) => {
    let client: pg.Client | null = null;
    let isClosed = false;
    let retryMs = retry.firstMs;
    let retryTimer: NodeJS.Timeout | undefined;

    const deliver = deliverTo(onChange);
    const connect = async () => {
      const next = new pg.Client({ connectionString: url });
      next.on('notification', (message) => {
        if (message.channel === CHANGES_CHANNEL) deliver(message.payload);
      });
      next.on('error', (error) => lose(next, error));
      next.on('end', () => lose(next));
      try {
        await next.connect();
        await next.query(`LISTEN ${CHANGES_CHANNEL}`);
      } catch (error) {
        await next.end().catch(() => undefined);
        throw error;
      }
      if (isClosed) {
        await next.end().catch(() => undefined);
        return;
      }
      client = next;
    };
    // Only the connection in use counts: a failed attempt's own errors and end come here too.
    const lose = (lost: pg.Client, error?: Error) => {
      if (isClosed || client !== lost) return;
      client = null;
      process.emitWarning(
        `The change feed lost its database connection${error ? `: ${error.message}` : ''}; nothing is cached until it is back.`,
        'DatabaseWarning',
      );
      onLost();
      retryMs = retry.firstMs;
      tryAgainLater();
    };
    const tryAgainLater = () => {
      retryTimer = setTimeout(() => {
        connect().then(
          () => {
            if (!isClosed) onRestored();
          },
          () => {
            retryMs = Math.min(retryMs * 2, retry.maxMs);
            if (!isClosed) tryAgainLater();
          },
        );
      }, retryMs);
      retryTimer.unref();
    };

    await connect();
    return async () => {
      isClosed = true;
      clearTimeout(retryTimer);
      await client?.end().catch(() => undefined);
    };
  };
