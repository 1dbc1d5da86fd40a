import { eq } from 'drizzle-orm';
import type { InterfaceLanguageCode } from '@cephalo/shared/interface-languages';
import type { Database } from '../../db/database';
import { clinics, users } from '../../db/schema';
import { storedLanguage } from '../../i18n/request-language';
import { clinicMemberAttemptMail, clinicUsernameTakenMail } from '../../mail/mail-templates';
import type { Mailer } from '../../mail/mailer';
import type { ClinicMemberNotice } from './create-clinic-member';

/**
 * Tells the person what a clinic administrator's answer did not: the owner of a taken address
 * that a clinic tried to add it, or the new member that the username chosen for them was taken.
 */
export async function notifyClinicMemberAttempt({
  db,
  mailer,
  clinicId,
  notice,
  publicUrl,
  language = 'en',
}: {
  db: Database;
  mailer: Mailer;
  clinicId: string;
  notice: ClinicMemberNotice;
  publicUrl: string;
  /** The administrator's language, for an address that has no account (and so no language) yet. */
  language?: InterfaceLanguageCode;
}): Promise<void> {
  const [clinic] = await db.select({ name: clinics.name }).from(clinics).where(eq(clinics.id, clinicId));
  const clinicName = clinic?.name ?? 'Your clinic';
  const loginUrl = `${publicUrl}/login`;
  if (notice.kind === 'username-taken') {
    await mailer.send(clinicUsernameTakenMail({ to: notice.email, language, username: notice.username, clinicName, loginUrl }));
    return;
  }
  const [owner] = await db
    .select({ email: users.email, username: users.username, interfaceLanguage: users.interfaceLanguage })
    .from(users)
    .where(eq(users.email, notice.email));
  if (owner)
    await mailer.send(
      clinicMemberAttemptMail({ to: owner.email, language: storedLanguage(owner.interfaceLanguage), username: owner.username, clinicName, loginUrl }),
    );
}
