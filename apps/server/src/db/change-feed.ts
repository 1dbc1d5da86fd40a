import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { AccountChange, ListenForChanges } from './database';

/** The channel the triggers of migrations 0010 and 0013 notify on. */
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
export const pgliteChangeFeed = (client: PGlite): ListenForChanges => async ({ onChange }) => {
  const unlisten = await client.listen(CHANGES_CHANNEL, deliverTo(onChange));
  return () => unlisten();
};

/**
 * PostgreSQL: one connection of its own LISTENs. Notifications of other instances arrive within
 * milliseconds; when the connection is lost some may be missed, so `onReset` drops every cached
 * read and the feed connects again (1 s, doubling to 30 s).
 */
export const postgresChangeFeed = (url: string): ListenForChanges => async ({ onChange, onReset }) => {
  let client: pg.Client | null = null;
  let isClosed = false;
  let retryMs = 1000;
  let retryTimer: NodeJS.Timeout | undefined;

  const deliver = deliverTo(onChange);
  const connect = async () => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === CHANGES_CHANNEL) deliver(message.payload);
    });
    next.on('error', (error) => {
      process.emitWarning(`The change feed lost its database connection: ${error.message}`, 'DatabaseWarning');
      reconnect(next);
    });
    next.on('end', () => reconnect(next));
    await next.connect();
    await next.query(`LISTEN ${CHANGES_CHANNEL}`);
    client = next;
    retryMs = 1000;
  };
  const reconnect = (lost: pg.Client) => {
    if (isClosed || client !== lost) return;
    client = null;
    onReset();
    retryTimer = setTimeout(() => {
      connect().catch(() => {
        retryMs = Math.min(retryMs * 2, 30_000);
        if (!isClosed) reconnect(lost);
      });
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
