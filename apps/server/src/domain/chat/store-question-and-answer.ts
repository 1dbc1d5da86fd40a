import type { Urgency } from '@cephalo/shared/chat';
import type { WeatherSnapshot } from '@cephalo/shared/weather-snapshot';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
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
  urgency: Urgency | null;
  engine: string;
  timeZone: string;
}

/**
 * Both rows or neither: an answer is stored only whole, together with its question; its claim ends
 * with it. One statement does all three (a statement is atomic, and the answer's foreign key is
 * checked at its end, when the question is there). A transaction of five round trips held the
 * embedded database for all of them, and twenty askers' first chunks queued behind it.
 */
export async function storeQuestionAndAnswer(options: StoreQuestionAndAnswerOptions) {
  const asked = localDateTime(options.askedAt, options.timeZone);
  const answered = localDateTime(new Date(), options.timeZone);
  const weather = options.weather === null ? null : JSON.stringify(options.weather);
  await options.db.execute(sql`
    with question as (
      insert into ${questions} (id, user_id, agent_id, content, weather, created_at, created_date, created_time)
      values (${options.questionId}, ${options.userId}, ${options.agentId}, ${options.question}, ${weather}::jsonb,
        ${options.askedAt.toISOString()}::timestamptz, ${asked.date}::date, ${asked.time})
      returning id
    ), answer as (
      insert into ${answers} (id, question_id, content, reference_list, urgency, engine, created_date, created_time)
      select ${options.answerId}, id, ${options.answer}, ${JSON.stringify(options.references)}::jsonb, ${options.urgency}, ${options.engine}, ${answered.date}::date, ${answered.time}
      from question
      returning id
    )
    delete from ${questionClaims} where ${questionClaims.id} = ${options.questionId} and exists (select 1 from answer)`);
}
