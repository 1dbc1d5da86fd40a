import type { FastifyReply } from 'fastify';

/**
 * Runs work (sending a mail) once the answer has gone out, so how long a request takes does not
 * tell whether an address has an account. A failure is logged, never shown to the caller.
 */
export function afterAnswer(reply: FastifyReply, task: () => Promise<unknown>, failureMessage: string): void {
  reply.raw.once('finish', () => {
    setImmediate(() => {
      task().catch((error: unknown) => reply.log.error({ err: error }, failureMessage));
    });
  });
}
