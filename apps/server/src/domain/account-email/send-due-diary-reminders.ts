import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { diaryEntries, diaryReminders, plans, users } from '../../db/schema';
import { storedLanguage } from '../../i18n/request-language';
import { diaryReminderMail } from '../../mail/mail-templates';
import type { Mailer } from '../../mail/mailer';
import { localDateTime, resolveTimeZone } from '../../time/local-date-time';
import { issueEmailToken } from './issue-email-token';

/**
 * Sends today's diary reminder to each patient who has the diary in the plan, gets non-essential
 * mail, and has no entry for today by `reminderHour` on their own clock. Claiming the
 * (patient, date) row first means that with several server instances only one sends it.
 */
export async function sendDueDiaryReminders({
  db,
  mailer,
  publicUrl,
  reminderHour,
  log,
  now = new Date(),
}: {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
  reminderHour: number;
  log: FastifyBaseLogger;
  now?: Date;
}) {
  const candidates = await db
    .select({ id: users.id, email: users.email, username: users.username, interfaceLanguage: users.interfaceLanguage, timeZone: users.timeZone })
    .from(users)
    .innerJoin(plans, eq(plans.id, users.planId))
    .where(and(eq(users.role, 'USER'), eq(users.isVerified, true), eq(users.isUnsubscribed, false), eq(plans.includesDiary, true)));
  let sent = 0;
  for (const patient of candidates) {
    const local = localDateTime(now, resolveTimeZone(patient.timeZone ?? undefined));
    if (Number(local.time.slice(0, 2)) < reminderHour) continue;
    const [entry] = await db
      .select({ id: diaryEntries.id })
      .from(diaryEntries)
      .where(and(eq(diaryEntries.userId, patient.id), eq(diaryEntries.inputDate, local.date)));
    if (entry) continue;
    const [claimed] = await db
      .insert(diaryReminders)
      .values({ userId: patient.id, reminderDate: local.date })
      .onConflictDoNothing()
      .returning({ userId: diaryReminders.userId });
    if (!claimed) continue;
    try {
      const token = await issueEmailToken({ db, userId: patient.id, purpose: 'unsubscribe' });
      await mailer.send(
        diaryReminderMail({
          to: patient.email,
          language: storedLanguage(patient.interfaceLanguage),
          username: patient.username,
          diaryUrl: `${publicUrl}/diary`,
          unsubscribeUrl: `${publicUrl}/unsubscribe?unsubscribe_token=${token}`,
        }),
      );
      sent += 1;
    } catch (error) {
      // Give the claim back, so a later run tries again.
      await db.delete(diaryReminders).where(and(eq(diaryReminders.userId, patient.id), eq(diaryReminders.reminderDate, local.date)));
      log.error({ err: error, userId: patient.id }, 'diary reminder could not be sent');
    }
  }
  return sent;
}
