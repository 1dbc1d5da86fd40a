import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { QuestionListSchema } from '@cephalo/shared/chat';
import { plans, usagePeriods, users } from '../../db/schema';
import { bearerFor, createTestUser } from '../../../test/builders';
import { setupTestApp } from '../../../test/test-app';

const t = setupTestApp({ ASSISTANT_STREAM_DELAY_MS: '0' });
const today = () => new Date().toISOString().slice(0, 10);

async function ask(authorization: string, message: string, agent: 1 | 2 = 1, path = agent === 1 ? '/api/chat-stream' : '/api/chat-stream-demen') {
  return t.app.inject({
    method: 'POST',
    url: path,
    headers: { authorization },
    payload: { message, ai_assistant_id: agent, weather: { city: 'Belgrade', temperature: 21.4, humidity: 40, pressure: 1012, condition: 'Clear' } },
  });
}
async function dayOf(authorization: string, agent = 1) {
  const response = await t.app.inject({ method: 'GET', url: `/api/questions-by-user/${agent}?date=${today()}`, headers: { authorization } });
  expect(response.statusCode).toBe(200);
  return QuestionListSchema.parse(response.json());
}
const limitOf = async (authorization: string) => (await t.app.inject({ method: 'GET', url: '/api/profile/limit', headers: { authorization } })).json();

describe('POST /api/chat-stream', () => {
  it('streams a grounded answer as text/plain with the ids in headers, and stores question, weather and answer', async () => {
    const user = await createTestUser(t.db);
    const auth = await bearerFor(t.app, user.email);
    const response = await ask(auth, 'What are common migraine triggers like sleep and stress?');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toContain('not a diagnosis');

    const [stored] = await dayOf(auth);
    expect(stored?.id).toBe(response.headers['x-question-id']);
    expect(stored?.content).toBe('What are common migraine triggers like sleep and stress?');
    expect(stored?.answer?.id).toBe(response.headers['x-answer-id']);
    expect(stored?.answer?.content).toBe(response.body.trim());
    expect(stored?.answer?.reference_list.length).toBeGreaterThan(0);
    expect(stored?.answer?.reference_list[0]?.sources[0]?.url).toMatch(/^https:\/\//);
    expect(stored?.created_time).toMatch(/^\d\d:\d\d:\d\d$/);
    expect((await limitOf(auth)).questions_count).toBe(1);
  });

  it('answers a red flag with urgent-care advice first, in the chat language', async () => {
    const user = await createTestUser(t.db);
    const auth = await bearerFor(t.app, user.email);
    const english = await ask(auth, 'The worst headache of my life came on in seconds an hour ago');
    expect(english.body.slice(0, 200).toLowerCase()).toMatch(/emergency/);

    await t.db.update(users).set({ chatAnswerLanguage: 'Deutsch' }).where(eq(users.id, user.id));
    const german = await ask(auth, 'The worst headache of my life came on in seconds an hour ago');
    expect(german.body.slice(0, 300)).toMatch(/Notaufnahme|Notruf|Notfall/);
    expect(german.body).not.toEqual(english.body);
  });

  it('says it found nothing for an off-topic message and cites no entry', async () => {
    const user = await createTestUser(t.db);
    const auth = await bearerFor(t.app, user.email);
    const response = await ask(auth, 'What is the bitcoin price today?');
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatch(/could not find/i);
    expect((await dayOf(auth))[0]?.answer?.reference_list).toEqual([]);
  });

  it.each([
    [{ message: '' }, /message/],
    [{ message: '   ' }, /message must not be empty/],
    [{ message: Array.from({ length: 141 }, () => 'word').join(' ') }, /at most 140 words/],
    [{ ai_assistant_id: 3 }, /ai_assistant_id/],
    [{ weather: { pressure: 'high' } }, /weather\.pressure/],
  ])('refuses %o with a 400 detail and stores nothing', async (override, detail) => {
    const user = await createTestUser(t.db);
    const auth = await bearerFor(t.app, user.email);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/chat-stream',
      headers: { authorization: auth },
      payload: { message: 'Is caffeine a migraine trigger?', ai_assistant_id: 1, ...override },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toMatch(detail);
    expect(await dayOf(auth)).toEqual([]);
    expect((await limitOf(auth)).questions_count).toBe(0);
  });

  it('refuses an assistant id that does not match the path, and anonymous callers', async () => {
    const user = await createTestUser(t.db);
    const auth = await bearerFor(t.app, user.email);
    expect((await ask(auth, 'hello', 2, '/api/chat-stream')).statusCode).toBe(400);
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/chat-stream', payload: { message: 'hi', ai_assistant_id: 1 } });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers the dementia assistant on /chat-stream-demen', async () => {
    const user = await createTestUser(t.db);
    const auth = await bearerFor(t.app, user.email);
    const response = await ask(auth, 'What is the Mini-Cog test for memory?', 2);
    expect(response.statusCode).toBe(200);
    const [stored] = await dayOf(auth, 2);
    expect(stored?.answer?.reference_list.map((reference) => reference.id).join(' ')).toMatch(/mini-cog/);
    expect(await dayOf(auth, 1)).toEqual([]);
  });
});

describe('plan limits', () => {
  it('answers 403 with a detail beyond the monthly limit and for an assistant the plan lacks', async () => {
    const user = await createTestUser(t.db, { plan: 'Free' });
    const auth = await bearerFor(t.app, user.email);
    const dementia = await ask(auth, 'What is the Mini-Cog?', 2);
    expect(dementia.statusCode).toBe(403);
    expect(dementia.json().detail).toMatch(/Free plan does not include this assistant/);

    const limit = await limitOf(auth);
    expect(limit).toMatchObject({ plan_name: 'Free', questions_count: 0, monthly_limit: 20 });
    expect(limit.start_date).toMatch(/^\d{4}-\d{2}-01$/);
    await t.db.update(usagePeriods).set({ questionsCount: 20 }).where(eq(usagePeriods.userId, user.id));
    const over = await ask(auth, 'Is caffeine a trigger?');
    expect(over.statusCode).toBe(403);
    expect(over.json().detail).toMatch(/You have used all 20 questions of your Free plan this month/);
  });

  it('never lets concurrent questions at the edge of the limit exceed it', async () => {
    const user = await createTestUser(t.db, { plan: 'Basic' });
    const auth = await bearerFor(t.app, user.email);
    await limitOf(auth);
    const [basic] = await t.db.select().from(plans).where(eq(plans.name, 'Basic'));
    await t.db
      .update(usagePeriods)
      .set({ questionsCount: basic!.monthlyChatLimit - 2 })
      .where(eq(usagePeriods.userId, user.id));
    const responses = await Promise.all(Array.from({ length: 6 }, () => ask(auth, 'Is caffeine a trigger?')));
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(2);
    expect(responses.filter((response) => response.statusCode === 403)).toHaveLength(4);
    expect((await limitOf(auth)).questions_count).toBe(basic!.monthlyChatLimit);
  });

  it('counts the first questions of a month exactly when they arrive at once (no usage row yet)', async () => {
    const user = await createTestUser(t.db, { plan: 'Basic' });
    const [twoAMonth] = await t.db
      .insert(plans)
      .values({ name: `Two a month ${user.id}`, monthlyChatLimit: 2, aiAssistants: [1], includesDiary: false })
      .returning();
    await t.db.update(users).set({ planId: twoAMonth!.id }).where(eq(users.id, user.id));
    const auth = await bearerFor(t.app, user.email);
    const responses = await Promise.all(Array.from({ length: 5 }, () => ask(auth, 'Is caffeine a trigger?')));
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 200, 403, 403, 403]);
    expect(responses.find((response) => response.statusCode === 403)!.json().detail).toMatch(/You have used all 2 questions of your Two a month/);
    expect(await t.db.select({ count: usagePeriods.questionsCount }).from(usagePeriods).where(eq(usagePeriods.userId, user.id))).toEqual([{ count: 2 }]);
  });
});

describe('conversation history', () => {
  it('lists dates and the day, deletes a message and a day, and keeps other users out (404)', async () => {
    const owner = await createTestUser(t.db);
    const other = await createTestUser(t.db);
    const ownerAuth = await bearerFor(t.app, owner.email);
    const otherAuth = await bearerFor(t.app, other.email);
    const first = await ask(ownerAuth, 'Is caffeine a migraine trigger?');
    await ask(ownerAuth, 'How much sleep helps migraine?');

    const dates = await t.app.inject({ method: 'GET', url: '/api/questions-dates-grouped/1', headers: { authorization: ownerAuth, 'x-time-zone': 'UTC' } });
    expect(dates.json()).toEqual({ [today()]: 'Today' });
    expect((await t.app.inject({ method: 'GET', url: '/api/questions-dates-grouped/1', headers: { authorization: otherAuth } })).json()).toEqual({});
    expect(await dayOf(otherAuth)).toEqual([]);

    const questionId = String(first.headers['x-question-id']);
    const stolen = await t.app.inject({ method: 'DELETE', url: `/api/questions/1/${questionId}`, headers: { authorization: otherAuth } });
    expect(stolen.statusCode).toBe(404);
    const stolenDay = await t.app.inject({ method: 'DELETE', url: `/api/questions/session/1/${today()}`, headers: { authorization: otherAuth } });
    expect(stolenDay.statusCode).toBe(404);
    expect(await dayOf(ownerAuth)).toHaveLength(2);

    expect((await t.app.inject({ method: 'DELETE', url: `/api/questions/1/${questionId}`, headers: { authorization: ownerAuth } })).statusCode).toBe(200);
    expect((await dayOf(ownerAuth)).map((question) => question.content)).toEqual(['How much sleep helps migraine?']);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/questions/session/1/${today()}`, headers: { authorization: ownerAuth } })).json()).toEqual({
      deleted: 1,
    });
    expect(await dayOf(ownerAuth)).toEqual([]);
  });

  it('validates the agent, the date and the message id', async () => {
    const user = await createTestUser(t.db);
    const auth = await bearerFor(t.app, user.email);
    for (const url of ['/api/questions-dates-grouped/7', '/api/questions-by-user/1?date=21-11-2026', '/api/questions-by-user/1']) {
      const response = await t.app.inject({ method: 'GET', url, headers: { authorization: auth } });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().detail).toEqual(expect.any(String));
    }
    expect((await t.app.inject({ method: 'DELETE', url: '/api/questions/1/not-a-uuid', headers: { authorization: auth } })).statusCode).toBe(400);
  });

  it("keeps a question id to its asker: another's stored id answers 409, a malformed one 400, and neither counts", async () => {
    const [owner, other] = [await createTestUser(t.db), await createTestUser(t.db)];
    const [ownerAuth, otherAuth] = [await bearerFor(t.app, owner.email), await bearerFor(t.app, other.email)];
    const questionId = crypto.randomUUID();
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/chat-stream',
      headers: { authorization: ownerAuth },
      payload: { message: 'What is a migraine aura?', ai_assistant_id: 1, question_id: questionId },
    });
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-question-id']).toBe(questionId);

    const taken = await t.app.inject({
      method: 'POST',
      url: '/api/chat-stream',
      headers: { authorization: otherAuth },
      payload: { message: 'What is a migraine aura?', ai_assistant_id: 1, question_id: questionId },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().detail).toMatch(/already in use/);
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/chat-stream',
      headers: { authorization: otherAuth },
      payload: { message: 'What is a migraine aura?', ai_assistant_id: 1, question_id: 'retry-1' },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().detail).toMatch(/question_id must be a UUID/);
    expect((await limitOf(otherAuth)).questions_count).toBe(0);
    expect(await dayOf(otherAuth)).toHaveLength(0);
  });

  it('gives the claim back with the question when it is refused, so the same id can be asked once the plan allows', async () => {
    const user = await createTestUser(t.db);
    const auth = await bearerFor(t.app, user.email);
    const [plan] = await t.db.select({ limit: plans.monthlyChatLimit }).from(plans).innerJoin(users, eq(users.planId, plans.id)).where(eq(users.id, user.id));
    await ask(auth, 'What is migraine?');
    await t.db.update(usagePeriods).set({ questionsCount: plan!.limit }).where(eq(usagePeriods.userId, user.id));
    const questionId = crypto.randomUUID();
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/chat-stream',
      headers: { authorization: auth },
      payload: { message: 'What is a migraine aura?', ai_assistant_id: 1, question_id: questionId },
    });
    expect(refused.statusCode).toBe(403);
    await t.db.update(usagePeriods).set({ questionsCount: 0 }).where(eq(usagePeriods.userId, user.id));
    const allowed = await t.app.inject({
      method: 'POST',
      url: '/api/chat-stream',
      headers: { authorization: auth },
      payload: { message: 'What is a migraine aura?', ai_assistant_id: 1, question_id: questionId },
    });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.headers['x-question-id']).toBe(questionId);
    expect((await limitOf(auth)).questions_count).toBe(1);
  });
});
