import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { questionClaims } from '../../db/schema';
import { createTestUser } from '../../../test/builders';
import { setupTestApp } from '../../../test/test-app';
import { awaitEarlierAnswer } from './await-earlier-answer';

const t = setupTestApp();

describe('awaitEarlierAnswer', () => {
  it('says still-writing while only the claim exists, and given-back once it is gone', async () => {
    const user = await createTestUser(t.db);
    const questionId = crypto.randomUUID();
    await t.db.insert(questionClaims).values({ id: questionId, userId: user.id });
    expect(await awaitEarlierAnswer({ db: t.db, userId: user.id, questionId, maxWaitMs: 0 })).toEqual({ kind: 'still-writing' });
    // Another asker never sees it as theirs.
    const other = await createTestUser(t.db);
    expect(await awaitEarlierAnswer({ db: t.db, userId: other.id, questionId, maxWaitMs: 0 })).toEqual({ kind: 'given-back' });
    await t.db.delete(questionClaims).where(eq(questionClaims.id, questionId));
    expect(await awaitEarlierAnswer({ db: t.db, userId: user.id, questionId, maxWaitMs: 0 })).toEqual({ kind: 'given-back' });
  });
});
