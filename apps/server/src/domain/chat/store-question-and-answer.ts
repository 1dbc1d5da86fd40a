import type { WeatherSnapshot } from '@cephalo/shared/weather-snapshot';
import type { Database } from '../../db/database';
import { eq } from 'drizzle-orm';
import { answers, questionClaims, questions, type StoredReference } from '../../db/schema';
import { localDateTime } from '../../time/local-date-time';

export interface StoreQuestionAndAnswerOptions {
  db: Database;
  questionId: string;
  answerId: string;
  userId: string;
  agentId: number;
  question: string;
  weather: WeatherSnapshot | null;
  askedAt: Date;
  answer: string;
  references: StoredReference[];
  engine: string;
  timeZone: string;
}

/** Both rows or neither: an answer is stored only whole, together with its question; its claim ends with it. */
export async function storeQuestionAndAnswer(options: StoreQuestionAndAnswerOptions) {
  const asked = localDateTime(options.askedAt, options.timeZone);
  const answered = localDateTime(new Date(), options.timeZone);
  await options.db.transaction(async (tx) => {
    await tx.insert(questions).values({
      id: options.questionId,
      userId: options.userId,
      agentId: options.agentId,
      content: options.question,
      weather: options.weather,
      createdAt: options.askedAt,
      createdDate: asked.date,
      createdTime: asked.time,
    });
    await tx.insert(answers).values({
      id: options.answerId,
      questionId: options.questionId,
      content: options.answer,
      referenceList: options.references,
      engine: options.engine,
      createdDate: answered.date,
      createdTime: answered.time,
    });
    await tx.delete(questionClaims).where(eq(questionClaims.id, options.questionId));
  });
}
