import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { buildApp } from '../app';
import { outboxMails } from '../db/schema';
import { createTestUser } from '../../test/builders';
import { testConfig } from '../../test/test-config';
import { openTestDatabase } from '../../test/test-database';

it('closing the app waits for a mail still being written after its answer, before the database can close', async () => {
  const database = await openTestDatabase();
  const app = await buildApp({ config: testConfig({ PUBLIC_URL: 'https://cephalo.example' }), db: database.db, logger: false });
  try {
    const user = await createTestUser(database.db);
    // Without SMTP the reset mail goes to the database outbox, after the answer (afterAnswer).
    const response = await app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email: user.email } });
    expect(response.statusCode).toBe(200);
    await app.close();
    expect(app.afterAnswerTasks.size).toBe(0);
    expect(await database.db.select().from(outboxMails).where(eq(outboxMails.to, user.email))).toHaveLength(1);
  } finally {
    await app.close();
    await database.close();
  }
});
