import { eq } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/database';
import { users } from '../../db/schema';
import type { AccessActor } from './record-access';

/** Who is reading, as the trail names them: full name, or the username when no name is given. */
export async function loadAccessActor({ db, userId }: { db: DatabaseOrTransaction; userId: string }): Promise<AccessActor> {
  const [user] = await db
    .select({ id: users.id, role: users.role, name: users.name, surname: users.surname, username: users.username })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw new Error('The reader of the access trail no longer exists');
  const fullName = [user.name, user.surname].filter(Boolean).join(' ');
  return { id: user.id, role: user.role, name: fullName || user.username };
}
