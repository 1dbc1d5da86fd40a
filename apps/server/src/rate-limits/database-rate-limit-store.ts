import crypto from 'node:crypto';
import { lt, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { rateLimitCounters } from '../db/schema';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;
interface RouteParams {
  routeInfo?: { method?: string; url?: string };
}

/** What @fastify/rate-limit calls on a store: one increment per request, one child per route. */
export interface RateLimitStore {
  incr(key: string, callback: Callback, timeWindow: number): void;
  child(params: object): RateLimitStore;
}

/** About one increment in a hundred also deletes the counters whose windows ended an hour ago. */
const SWEEP_SHARE = 0.01;

/**
 * A store for @fastify/rate-limit that counts in the database, so every instance on one
 * PostgreSQL shares the login and mail limits (the plugin's own store counts per process). One
 * upsert per request: the window restarts once it has ended, by the database's clock, which all
 * instances share. Keys are hashed: the table holds no client address.
 */
export function createDatabaseRateLimitStore(db: Database): new (globalParams?: unknown, prefix?: string) => RateLimitStore {
  class DatabaseRateLimitStore {
    private readonly prefix: string;

    /** The plugin makes the first one with its global options (unused here); each route gets a child. */
    constructor(_globalParams?: unknown, prefix = '') {
      this.prefix = prefix;
    }

    incr(key: string, callback: Callback, timeWindow: number) {
      this.count(key, timeWindow).then(
        (result) => callback(null, result),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    // Typed as the route's options, but the plugin passes its merged limit options with `routeInfo`.
    child(params: object) {
      const { routeInfo } = params as RouteParams;
      return new DatabaseRateLimitStore(undefined, `${this.prefix}${routeInfo?.method ?? ''} ${routeInfo?.url ?? ''}|`);
    }

    private async count(key: string, timeWindowMs: number) {
      const hashed = crypto.createHash('sha256').update(`${this.prefix}${key}`).digest('base64url');
      const window = sql`(${timeWindowMs}::int * interval '1 millisecond')`;
      const { rows } = (await db.execute(sql`
        insert into ${rateLimitCounters} (key, hits, window_started_at, window_ends_at)
        values (${hashed}, 1, now(), now() + ${window})
        on conflict (key) do update set
          hits = case when ${rateLimitCounters.windowEndsAt} <= now() then 1 else ${rateLimitCounters.hits} + 1 end,
          window_started_at = case when ${rateLimitCounters.windowEndsAt} <= now() then now() else ${rateLimitCounters.windowStartedAt} end,
          window_ends_at = case when ${rateLimitCounters.windowEndsAt} <= now() then now() + ${window} else ${rateLimitCounters.windowEndsAt} end
        returning hits, ceil(extract(epoch from (window_ends_at - now())) * 1000)::int as ttl_ms`)) as unknown as { rows: { hits: number; ttl_ms: number }[] };
      if (Math.random() < SWEEP_SHARE) {
        await db.delete(rateLimitCounters).where(lt(rateLimitCounters.windowEndsAt, sql`now() - interval '1 hour'`));
      }
      const [row] = rows;
      return { current: Number(row?.hits ?? 1), ttl: Math.max(0, Number(row?.ttl_ms ?? timeWindowMs)) };
    }
  }
  return DatabaseRateLimitStore;
}
