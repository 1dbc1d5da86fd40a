import type { FastifyInstance } from 'fastify';
import { sendDueDiaryReminders } from '../domain/account-email/send-due-diary-reminders';

/** Checks every few minutes inside the server; the database keeps instances from sending twice. */
export function startDiaryReminderJob(app: FastifyInstance, { everyMinutes, reminderHour }: { everyMinutes: number; reminderHour: number }) {
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      const sent = await sendDueDiaryReminders({ db: app.db, mailer: app.mailer, publicUrl: app.config.PUBLIC_URL, reminderHour, log: app.log });
      if (sent > 0) app.log.info({ sent }, 'diary reminders sent');
    } catch (error) {
      app.log.error({ err: error }, 'diary reminder run failed');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void run(), everyMinutes * 60 * 1000);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
