import { desc, eq } from 'drizzle-orm';
import { MidasAnswersSchema, MidasGradeSchema, type MidasScore } from '@cephalo/shared/outcomes';
import type { Database } from '../../db/database';
import { midasScores } from '../../db/schema';

/** The patient's MIDAS scores, newest first (`limit` for the latest only). */
export async function listMidasScores({ db, patientId, limit }: { db: Database; patientId: string; limit?: number }): Promise<MidasScore[]> {
  const query = db
    .select({ id: midasScores.id, answered_on: midasScores.answeredOn, answers: midasScores.answers, score: midasScores.score, grade: midasScores.grade })
    .from(midasScores)
    .where(eq(midasScores.userId, patientId))
    .orderBy(desc(midasScores.answeredOn), desc(midasScores.createdAt));
  const rows = limit === undefined ? await query : await query.limit(limit);
  // Stored as jsonb and text: read back through the schemas so the types hold what the API promises.
  return rows.map((row) => ({ ...row, answers: MidasAnswersSchema.parse(row.answers), grade: MidasGradeSchema.parse(row.grade) }));
}
