import { eq, inArray, or, sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/database';
import { users } from '../../db/schema';

export interface TakenAccountName {
  email: string;
  username: string;
  role: string;
  clinicId: string | null;
}

/**
 * The accounts that already hold an e-mail address or any of some usernames (either in any
 * letter case), in one query, so a new and a taken name cost the same look-up.
 */
export async function findTakenAccountNames({
  db,
  email,
  usernames,
}: {
  db: DatabaseOrTransaction;
  email: string;
  usernames: readonly string[];
}): Promise<TakenAccountName[]> {
  const lowered = usernames.map((username) => username.trim().toLowerCase());
  return db
    .select({ email: users.email, username: users.username, role: users.role, clinicId: users.clinicId })
    .from(users)
    .where(or(eq(sql`lower(${users.email})`, email.trim().toLowerCase()), inArray(sql`lower(${users.username})`, lowered)));
}

/** Whether an account of `taken` holds the address (compared in lower case). */
export const holdsEmail = (taken: readonly TakenAccountName[], email: string) =>
  taken.some((account) => account.email.toLowerCase() === email.trim().toLowerCase());
/** Whether an account of `taken` holds the username (compared in lower case). */
export const holdsUsername = (taken: readonly TakenAccountName[], username: string) =>
  taken.some((account) => account.username.toLowerCase() === username.trim().toLowerCase());
