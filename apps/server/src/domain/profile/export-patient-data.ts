import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { answers, preventiveTreatments, questions } from '../../db/schema';
import type { AccessTrail } from '../access-log/access-trail';
import { listAccessLog } from '../access-log/list-access-log';
import { loadAccessActor } from '../access-log/load-access-actor';
import { recordAccess } from '../access-log/record-access';
import { listDiaryEntries } from '../diary/list-diary-entries';
import { listMidasScores } from '../outcomes/list-midas-scores';
import { treatmentColumns } from '../outcomes/treatment-columns';
import { exportLabels } from './export-labels';
import { getProfile } from './get-profile';

/**
 * Everything stored about a patient, as one JSON document they can keep or take elsewhere:
 * the profile, every diary entry, every question with its answer, the preventive treatments,
 * the MIDAS scores, and the access trail, with labels that say what each part and field means in
 * the patient's language. The export itself is recorded in the trail first, so the document shows it too.
 */
export async function exportPatientData({ db, trail, patientId, clinicId }: { db: Database; trail: AccessTrail; patientId: string; clinicId: string | null }) {
  await recordAccess({ db, trail, actor: await loadAccessActor({ db, userId: patientId }), patientIds: [patientId], clinicId, action: 'profile.export' });
  const [profile, diary, conversation, treatments, midas, accessTrail] = await Promise.all([
    getProfile({ db, userId: patientId }),
    listDiaryEntries({ db, patientId }),
    db
      .select({
        id: questions.id,
        agent_id: questions.agentId,
        question: questions.content,
        weather: questions.weather,
        date: questions.createdDate,
        time: questions.createdTime,
        answer: answers.content,
        references: answers.referenceList,
        engine: answers.engine,
      })
      .from(questions)
      .leftJoin(answers, eq(answers.questionId, questions.id))
      .where(eq(questions.userId, patientId))
      .orderBy(asc(questions.createdAt)),
    db.select(treatmentColumns).from(preventiveTreatments).where(eq(preventiveTreatments.userId, patientId)).orderBy(asc(preventiveTreatments.startedOn)),
    listMidasScores({ db, patientId }),
    listAccessLog({ db, patientId }),
  ]);
  const exportedAt = new Date().toISOString();
  return {
    exported_at: exportedAt,
    format: 'cephalo-export/1',
    profile,
    diary,
    questions: conversation,
    preventive_treatments: treatments,
    midas_scores: midas,
    access_log: accessTrail,
    labels: exportLabels(profile.interface_language, exportedAt.slice(0, 10)),
  };
}
