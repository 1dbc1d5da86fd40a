import type { Database } from '../../db/database';
import { authenticateUser } from './authenticate-user';
import { rememberTimeZone } from './remember-time-zone';

/**
 * A login: the account and password checked (with the lock after repeated failures), then the
 * time zone the browser sent kept, so the diary reminder is due on the patient's own clock.
 */
export async function logIn({ db, login, password, timeZone }: { db: Database; login: string; password: string; timeZone: string | null }) {
  const user = await authenticateUser({ db, login, password });
  await rememberTimeZone({ db, userId: user.id, timeZone });
  return user;
}
