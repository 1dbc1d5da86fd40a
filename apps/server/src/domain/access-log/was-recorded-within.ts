import type { DatabaseOrTransaction } from '../../db/database';
import { isRecordedSince } from './write-to-chain';

/**
 * Whether the trail already holds `actorId`'s `action` on `patientId` from the last `withinMs`:
 * one indexed query, no lock and no transaction. A reader that asks before it loads anything to
 * write (the reader's name) saves that too when the act is recorded (issue 35, point 7: every
 * request of a patient's page asks). recordAccess with `unlessRecordedWithinMs` looks again, under
 * the chain's lock, before it writes.
 */
export function wasRecordedWithin({
  db,
  actorId,
  patientId,
  action,
  withinMs,
}: {
  db: DatabaseOrTransaction;
  actorId: string;
  patientId: string;
  action: string;
  withinMs: number;
}): Promise<boolean> {
  return isRecordedSince(db, [{ actorId, patientId, action }], new Date(Date.now() - withinMs));
}
