import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { answers, questionClaims, questions } from '../../db/schema';
import { createTestUser } from '../../../test/builders';
import { setupTestApp } from '../../../test/test-app';
import { storeQuestionAndAnswer } from './store-question-and-answer';

const t = setupTestApp();

const stored = async (questionId: string) => ({
  questions: await t.db.select().from(questions).where(eq(questions.id, questionId)),
  answers: await t.db.select().from(answers).where(eq(answers.questionId, questionId)),
  claims: await t.db.select().from(questionClaims).where(eq(questionClaims.id, questionId)),
});

async function claimedQuestion() {
  const user = await createTestUser(t.db);
  const questionId = crypto.randomUUID();
  await t.db.insert(questionClaims).values({ id: questionId, userId: user.id });
  const options = {
    db: t.db,
    questionId,
    answerId: crypto.randomUUID(),
    userId: user.id,
    agentId: 1,
    question: 'Can weather changes cause headaches?',
    weather: { temperature: 21.5, pressure: 1008, humidity: 60, description: 'Clear sky' },
    askedAt: new Date('2026-11-23T09:15:00Z'),
    answer: 'Falling pressure is a common trigger.',
    urgency: null,
    references: [{ id: 'triggers', title: 'Migraine triggers', sources: [{ title: 'NHS', url: 'https://www.nhs.uk/conditions/migraine/' }] }],
    engine: 'built-in',
    timeZone: 'Europe/Berlin',
  };
  return { user, questionId, options };
}

describe('storeQuestionAndAnswer', () => {
  it('stores the question with its weather and local time, the answer with its references, and ends the claim', async () => {
    const { user, questionId, options } = await claimedQuestion();
    await storeQuestionAndAnswer(options);
    const rows = await stored(questionId);
    expect(rows.questions).toMatchObject([
      {
        userId: user.id,
        agentId: 1,
        content: options.question,
        weather: options.weather,
        createdAt: options.askedAt,
        createdDate: '2026-11-23',
        createdTime: '10:15:00',
      },
    ]);
    expect(rows.answers).toMatchObject([{ id: options.answerId, content: options.answer, referenceList: options.references, engine: 'built-in' }]);
    expect(rows.claims).toEqual([]);
  });

  it('stores a question without weather as null', async () => {
    const { questionId, options } = await claimedQuestion();
    await storeQuestionAndAnswer({ ...options, weather: null });
    expect((await stored(questionId)).questions[0]!.weather).toBeNull();
  });

  it('stores neither row and keeps the claim when the answer cannot be stored', async () => {
    const first = await claimedQuestion();
    await storeQuestionAndAnswer(first.options);
    // The same answer id again breaks the answer's key after the question row was written.
    const second = await claimedQuestion();
    await expect(storeQuestionAndAnswer({ ...second.options, answerId: first.options.answerId })).rejects.toThrow();
    const rows = await stored(second.questionId);
    expect(rows.questions).toEqual([]);
    expect(rows.answers).toEqual([]);
    expect(rows.claims).toHaveLength(1);
  });
});
