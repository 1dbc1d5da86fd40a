import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { users } from '../../db/schema';
import { storedLanguage } from '../../i18n/request-language';
import { registrationAttemptMail } from '../../mail/mail-templates';
import type { Mailer } from '../../mail/mailer';

/** Tells the owner of an address that someone tried to register with it (instead of telling the one who tried). */
export async function notifyRegistrationAttempt({
  db,
  mailer,
  email,
  publicUrl,
}: {
  db: Database;
  mailer: Mailer;
  email: string;
  publicUrl: string;
}): Promise<void> {
  const [owner] = await db
    .select({ email: users.email, username: users.username, interfaceLanguage: users.interfaceLanguage })
    .from(users)
    .where(eq(users.email, email.trim().toLowerCase()));
  if (owner)
    await mailer.send(
      registrationAttemptMail({ to: owner.email, language: storedLanguage(owner.interfaceLanguage), username: owner.username, loginUrl: `${publicUrl}/login` }),
    );
}
