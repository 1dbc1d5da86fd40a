import { and, desc, eq } from 'drizzle-orm';
import type { QuestionDates } from '@cephalo/shared/chat';
import type { Database } from '../../db/database';
import { questions } from '../../db/schema';
import { todayIn } from '../../time/local-date-time';

/** The days with conversations, newest first, each with a label ("Today", "Yesterday", "Mon, 16 Nov 2026"). */
export async function listQuestionDates({
  db,
  userId,
  agentId,
  timeZone,
  now = new Date(),
}: {
  db: Database;
  userId: string;
  agentId: number;
  timeZone: string;
  now?: Date;
}): Promise<QuestionDates> {
  const rows = await db
    .selectDistinct({ date: questions.createdDate })
    .from(questions)
    .where(and(eq(questions.userId, userId), eq(questions.agentId, agentId)))
    .orderBy(desc(questions.createdDate));
  const today = todayIn(timeZone, now);
  const yesterday = todayIn(timeZone, new Date(now.getTime() - 24 * 60 * 60 * 1000));
  const label = (date: string) =>
    date === today
      ? 'Today'
      : date === yesterday
        ? 'Yesterday'
        : new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
            new Date(`${date}T00:00:00Z`),
          );
  return Object.fromEntries(rows.map((row) => [row.date, label(row.date)]));
}
