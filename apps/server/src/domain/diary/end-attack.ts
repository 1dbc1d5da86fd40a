import type { AttackEndInput } from '@cephalo/shared/diary-attack';
import type { Database } from '../../db/database';
import { NotFoundError } from '../../errors/http-errors';
import { changeDayOfAttack } from './record-attack';

/**
 * POST /api/diaries/attacks/end: "It ended". The headache of the day ends at `headache_end`; sent
 * twice (a retry, a second device), the later end is kept, as when two attacks are merged. A day
 * without a headache has nothing to end: 404, and nothing is created.
 */
export async function endAttack({ db, userId, end }: { db: Database; userId: string; end: AttackEndInput }) {
  return changeDayOfAttack({
    db,
    userId,
    date: end.input_date,
    createsDay: false,
    change: (day) => {
      if (day?.headache !== 'yes') throw new NotFoundError(`There is no headache recorded on ${end.input_date} to end.`);
      const isLater = day.headache_end === null || day.headache_end < end.headache_end;
      return { ...day, headache_end: isLater ? end.headache_end : day.headache_end };
    },
  });
}
