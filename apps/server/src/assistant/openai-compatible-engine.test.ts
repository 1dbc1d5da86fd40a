import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { QuestionListSchema } from '@cephalo/shared/chat';
import { bearerFor, createTestUser } from '../../test/builders';
import { startChatCompletionsDouble, type ChatCompletionsDouble } from '../../test/doubles/chat-completions-double';
import { setupTestApp } from '../../test/test-app';

let double: ChatCompletionsDouble;
beforeAll(async () => {
  double = await startChatCompletionsDouble();
});
afterAll(async () => double.close());
const t = setupTestApp(() => ({
  ASSISTANT_BASE_URL: double.baseUrl,
  ASSISTANT_API_KEY: 'sk-test',
  ASSISTANT_MODEL: 'test-model',
  // Long enough that the double's chunks never miss it on a machine busy with the whole test
  // command (short waits failed weather tests there), short enough for the silent case below.
  ASSISTANT_TIMEOUT_MS: '3000',
}));
beforeEach(() => {
  double.mode = 'answer';
  double.requests.length = 0;
});

const today = () => new Date().toISOString().slice(0, 10);
async function ask(authorization: string, message: string) {
  return t.app.inject({ method: 'POST', url: '/api/chat-stream', headers: { authorization }, payload: { message, ai_assistant_id: 1 } });
}
async function state(authorization: string) {
  const day = QuestionListSchema.parse(
    (await t.app.inject({ method: 'GET', url: `/api/questions-by-user/1?date=${today()}`, headers: { authorization } })).json(),
  );
  const limit = (await t.app.inject({ method: 'GET', url: '/api/profile/limit', headers: { authorization } })).json() as { questions_count: number };
  return { day, count: limit.questions_count };
}

describe('the OpenAI-compatible engine (against a Chat Completions test double)', () => {
  it('sends the retrieved entries, the language and the rules, streams the tokens through and stores the entries as references', async () => {
    const user = await createTestUser(t.db);
    const auth = await bearerFor(t.app, user.email);
    const response = await ask(auth, 'Which medicines are used to prevent migraine?');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(double.tokens.join(''));

    const request = double.requests[0]!;
    expect(request).toMatchObject({ model: 'test-model', stream: true });
    expect(double.authorizations[0]).toBe('Bearer sk-test');
    const system = request.messages[0]!.content;
    expect(system).toContain('Answer wholly in English');
    expect(system).toContain('Use only the facts in the CONTEXT');
    expect(request.messages[1]).toEqual({ role: 'user', content: 'Which medicines are used to prevent migraine?' });

    const { day, count } = await state(auth);
    const references = day[0]?.answer?.reference_list ?? [];
    expect(references.length).toBeGreaterThan(0);
    for (const reference of references) expect(system).toContain(reference.title);
    expect(count).toBe(1);
  });

  it('puts urgent-care advice first even when a model writes the rest', async () => {
    const user = await createTestUser(t.db);
    const auth = await bearerFor(t.app, user.email);
    const response = await ask(auth, 'Sudden severe headache and now my arm went numb and my speech is slurred');
    expect(response.body.indexOf('emergency')).toBeGreaterThanOrEqual(0);
    expect(response.body.indexOf('emergency')).toBeLessThan(response.body.indexOf(double.tokens[0]!));
    expect(double.requests[0]!.messages[0]!.content).toContain("Urgency decided by the app's triage: EMERGENCY NOW");
  });

  it.each([
    ['fail-mid-stream', /connection (failed|closed)/],
    ['status-500', /status 500/],
    ['error-event', /reported an error: context length exceeded/],
    ['silent', /did not answer in time/],
  ] as const)('ends the stream with a clear message on %s, stores nothing and gives the question back', async (mode, message) => {
    double.mode = mode;
    const user = await createTestUser(t.db);
    const auth = await bearerFor(t.app, user.email);
    const response = await ask(auth, 'Is caffeine a migraine trigger?');
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatch(message);
    expect(response.body).toMatch(/Nothing was saved and this question was not counted/);
    const { day, count } = await state(auth);
    expect(day).toEqual([]);
    expect(count).toBe(0);
  });
});
