import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { outboxMails } from '../db/schema';
import { openTestDatabase } from '../../test/test-database';
import { passwordResetMail } from './mail-templates';
import { WITHHELD_LINK, createOutboxMailer } from './outbox-mailer';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => database.close());

function recordingLog() {
  const lines: string[] = [];
  const record = (...args: unknown[]) => lines.push(JSON.stringify(args));
  const log = { info: record, warn: record, error: record, debug: record } as unknown as FastifyBaseLogger;
  return { log, lines };
}
const resetMail = (to: string) =>
  passwordResetMail({ to, language: 'en', username: 'ana', url: 'https://cephalo.example/reset-password?reset_token=secret-token-123' });

describe('the outbox without SMTP', () => {
  it('outside demo mode neither logs nor stores a link that grants access', async () => {
    const { log, lines } = recordingLog();
    await createOutboxMailer({ db: database.db, log, keepLinks: false }).send(resetMail('real@example.test'));
    const [stored] = await database.db.select().from(outboxMails).where(eq(outboxMails.to, 'real@example.test'));
    expect(stored?.text).not.toContain('secret-token-123');
    expect(stored?.html).not.toContain('secret-token-123');
    expect(stored?.text).toContain(WITHHELD_LINK);
    expect(lines.join('\n')).not.toContain('secret-token-123');
    expect(lines.join('\n')).toMatch(/SMTP_URL is not set/);
  });

  it('in demo mode keeps the link usable and prints it, so people trying the product can follow it', async () => {
    const { log, lines } = recordingLog();
    await createOutboxMailer({ db: database.db, log, keepLinks: true }).send(resetMail('demo@example.test'));
    const [stored] = await database.db.select().from(outboxMails).where(eq(outboxMails.to, 'demo@example.test'));
    expect(stored?.text).toContain('reset_token=secret-token-123');
    expect(lines.join('\n')).toContain('reset_token=secret-token-123');
  });
});
