import type { FastifyInstance, FastifyReply } from 'fastify';

/** Work started after an answer and not finished yet, per app (the root instance's decoration). */
export type AfterAnswerTasks = Set<Promise<void>>;

/**
 * Runs work (sending a mail) once the answer has gone out, so how long a request takes does not
 * tell whether an address has an account. A failure is logged, never shown to the caller. The
 * app's close waits for it (settleAfterAnswerTasks), so a shutdown neither cuts a mail half-way
 * nor lets it reach a database that is already closed.
 */
export function afterAnswer(reply: FastifyReply, task: () => Promise<unknown>, failureMessage: string): void {
  const tasks = reply.server.afterAnswerTasks;
  reply.raw.once('finish', () => {
    const running: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(task)
      .then(
        () => undefined,
        (error: unknown) => reply.log.error({ err: error }, failureMessage),
      )
      .finally(() => tasks.delete(running));
    tasks.add(running);
  });
}

/** Waits until the work started after answers has ended, including work those tasks start. */
export async function settleAfterAnswerTasks(app: FastifyInstance): Promise<void> {
  while (app.afterAnswerTasks.size > 0) await Promise.all([...app.afterAnswerTasks]);
}
