import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../db/database';
import { sendDueDiaryReminders } from '../domain/account-email/send-due-diary-reminders';

/** Any constant, distinct from the migration lock: the reminder run of all instances together. */
export const DIARY_REMINDER_LOCK_ID = 7_210_422;

/**
 * Checks every few minutes inside the server. With several instances on one database, one run
 * happens at a time (an advisory lock: the others skip that turn), and the (patient, date) claim
 * in the database keeps a reminder from going out twice even so.
 */
export function startDiaryReminderJob(
  app: FastifyInstance,
  { everyMinutes, reminderHour, runExclusively }: { everyMinutes: number; reminderHour: number; runExclusively: DatabaseHandle['runExclusively'] },
) {
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      const hasRun = await runExclusively(DIARY_REMINDER_LOCK_ID, async () => {
        const sent = await sendDueDiaryReminders({ db: app.db, mailer: app.mailer, publicUrl: app.config.PUBLIC_URL, reminderHour, log: app.log });
        if (sent > 0) app.log.info({ sent }, 'diary reminders sent');
      });
      app.metrics.recordJobRun('diary-reminder', hasRun ? 'ok' : 'skipped');
    } catch (error) {
      app.metrics.recordJobRun('diary-reminder', 'error');
      app.log.error({ err: error }, 'diary reminder run failed');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void run(), everyMinutes * 60 * 1000);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
