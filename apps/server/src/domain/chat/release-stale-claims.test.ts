import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { questionClaims, usagePeriods, users } from '../../db/schema';
import { createTestUser } from '../../../test/builders';
import { setupTestApp } from '../../../test/test-app';
import { awaitEarlierAnswer } from './await-earlier-answer';
import { releaseStaleClaims, STALE_CLAIM_AGE_MS } from './release-stale-claims';

const t = setupTestApp();
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

/** A patient with `count` questions counted in the month of `moment`, and a claim per moment given. */
async function askerWithClaims(claimedAt: Date[], count: number) {
  const user = await createTestUser(t.db);
  const [account] = await t.db.select({ planId: users.planId }).from(users).where(eq(users.id, user.id));
  const month = claimedAt[0]!.toISOString().slice(0, 7);
  const nextMonth = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).toISOString().slice(0, 10);
  await t.db.insert(usagePeriods).values({ userId: user.id, planId: account!.planId, startDate: `${month}-01`, endDate: nextMonth, questionsCount: count });
  const ids = claimedAt.map(() => crypto.randomUUID());
  await t.db.insert(questionClaims).values(claimedAt.map((moment, index) => ({ id: ids[index]!, userId: user.id, claimedAt: moment })));
  const counted = async () => (await t.db.select({ count: usagePeriods.questionsCount }).from(usagePeriods).where(eq(usagePeriods.userId, user.id)))[0]!.count;
  const claims = async () =>
    (await t.db.select({ id: questionClaims.id }).from(questionClaims).where(eq(questionClaims.userId, user.id))).map((claim) => claim.id).sort();
  return { user, ids, counted, claims };
}

describe('questions whose answers a stopped process never stored', () => {
  it('are given back when claimed before the moment given: the claim goes and the month counts one question less', async () => {
    const now = new Date();
    const asker = await askerWithClaims([minutesAgo(1), minutesAgo(2), new Date(now.getTime() + 60_000)], 5);
    expect(await releaseStaleClaims({ db: t.db, claimedBefore: now })).toBe(2);
    expect(await asker.counted()).toBe(3);
    // A claim made after the moment (another instance's answer still being written) stays.
    expect(await asker.claims()).toEqual([asker.ids[2]]);
  });

  it('never count below zero, and with a question id release that question only', async () => {
    const asker = await askerWithClaims([minutesAgo(30), minutesAgo(31)], 0);
    expect(await releaseStaleClaims({ db: t.db, claimedBefore: minutesAgo(20), questionId: asker.ids[0]! })).toBe(1);
    expect(await asker.counted()).toBe(0);
    expect(await asker.claims()).toEqual([asker.ids[1]]);
  });

  it('do not keep a Retry waiting: a claim older than any answer is given back and the question asked anew', async () => {
    const asker = await askerWithClaims([new Date(Date.now() - STALE_CLAIM_AGE_MS - 60_000)], 1);
    const started = Date.now();
    // Without the release this would wait the whole minute for an answer that never comes.
    expect(await awaitEarlierAnswer({ db: t.db, userId: asker.user.id, questionId: asker.ids[0]!, maxWaitMs: 60_000 })).toEqual({ kind: 'given-back' });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(await asker.claims()).toEqual([]);
    expect(await asker.counted()).toBe(0);
  });
});
