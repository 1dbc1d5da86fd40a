import { LRUCache } from 'lru-cache';
import type { Database } from '../../db/database';
import type { AccessTrail } from './access-trail';

/** Who did what to whom: the act a window of the trail compares (appendToTrail's `unlessRecordedWithinMs`). */
export interface Act {
  actorId: string;
  patientId: string;
  action: string;
}

/**
 * What this instance knows the trail holds: for an act, the time (`at`) of a committed row of it
 * that it wrote or read. Rows are never deleted or changed (migration 0015's triggers refuse
 * both), so a row known at `at` is still there, and "is the act recorded since `since`?" is yes
 * whenever `at >= since`: exactly what the query would answer, without the query (issue 35,
 * point 7: each request of a doctor's page asked it). Anything older or unknown is asked of the
 * database. Per instance (its trail object) and database, like the queues of the group commit.
 */
const knownOf = new WeakMap<AccessTrail, WeakMap<Database, LRUCache<string, number>>>();

/** Enough for every doctor's open patients of a busy instance; an act forgotten is only asked again. */
const MAX_ACTS = 50_000;

const actKey = ({ actorId, patientId, action }: Act) => `${actorId}|${patientId}|${action}`;

function knownActs(trail: AccessTrail, db: Database): LRUCache<string, number> {
  let ofTrail = knownOf.get(trail);
  if (!ofTrail) knownOf.set(trail, (ofTrail = new WeakMap()));
  let known = ofTrail.get(db);
  if (!known) ofTrail.set(db, (known = new LRUCache({ max: MAX_ACTS })));
  return known;
}

/** Whether a row of `act` committed at or after `since` is known here (no query). */
export function isKnownRecordedSince({ trail, db, act, since }: { trail: AccessTrail; db: Database; act: Act; since: Date }): boolean {
  const at = knownActs(trail, db).get(actKey(act));
  return at !== undefined && at >= since.getTime();
}

/** Notes a committed row of `act` at `at` (only ever after its transaction committed). */
export function noteRecorded({ trail, db, act, at }: { trail: AccessTrail; db: Database; act: Act; at: Date }): void {
  const known = knownActs(trail, db);
  const key = actKey(act);
  if ((known.get(key) ?? -Infinity) < at.getTime()) known.set(key, at.getTime());
}
