import crypto from 'node:crypto';

/** How far this instance has checked one chain: the rows up to `lastId` need no second look. */
export interface CheckedChainEnd {
  rowCount: number;
  lastId: number;
  lastHash: string;
}

/**
 * The access trail's key and what this instance has already checked of each clinic's chain.
 * Made once per app (plugins/access-trail.ts) and passed with `db` to what writes or checks the
 * trail. What was checked is kept in memory: a new process checks each chain once in full, then
 * only the rows added since.
 */
export interface AccessTrail {
  readonly key: crypto.KeyObject;
  readonly checked: Map<string, CheckedChainEnd>;
  /** Chains found broken, with why: they stay reported broken while the process runs, whatever is put back later. */
  readonly broken: Map<string, string>;
}

/**
 * `secret` is ACCESS_TRAIL_SECRET or else the token signing key (JWT_SECRET or the key file): the
 * trail's key is derived from it (HKDF-SHA256) so it is never the signing key itself, and it is
 * not in the database.
 */
export function createAccessTrail(secret: string): AccessTrail {
  const key = crypto.createSecretKey(Buffer.from(crypto.hkdfSync('sha256', secret, 'cephalo', 'access-trail/2', 32)));
  return { key, checked: new Map(), broken: new Map() };
}
