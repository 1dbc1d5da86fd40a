import type { Database } from '../../db/database';
import type { AccessTrail } from './access-trail';
import { isKnownRecordedSince, noteRecorded, type Act } from './recorded-acts';
import { recordedAtSince } from './write-to-chain';

/**
 * Whether the trail already holds `actorId`'s `action` on `patientId` from the last `withinMs`,
 * without a lock or a transaction: from what this instance already knows of the trail
 * (recorded-acts.ts), else one indexed query, whose answer it then knows. A reader that asks
 * before it loads anything to write saves that too when the act is recorded (issue 35, point 7:
 * every request of a patient's page asks). recordAccess with `unlessRecordedWithinMs` looks again,
 * under the chain's lock, before it writes.
 */
export async function wasRecordedWithin({
  db,
  trail,
  actorId,
  patientId,
  action,
  withinMs,
}: Act & {
  db: Database;
  trail: AccessTrail;
  withinMs: number;
}): Promise<boolean> {
  const act = { actorId, patientId, action };
  const since = new Date(Date.now() - withinMs);
  if (isKnownRecordedSince({ trail, db, act, since })) return true;
  const at = await recordedAtSince(db, act, since);
  if (at) noteRecorded({ trail, db, act, at });
  return at !== null;
}

/** Whether every row's act (one patient each) is recorded within `withinMs` (wasRecordedWithin); a list row never is. */
export async function wereRecordedWithin({
  db,
  trail,
  rows,
  withinMs,
}: {
  db: Database;
  trail: AccessTrail;
  rows: readonly (Omit<Act, 'patientId'> & { patientId: string | null })[];
  withinMs: number;
}): Promise<boolean> {
  for (const { actorId, patientId, action } of rows) {
    if (patientId === null || !(await wasRecordedWithin({ db, trail, actorId, patientId, action, withinMs }))) return false;
  }
  return true;
}
