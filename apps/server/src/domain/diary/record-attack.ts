import { and, eq, sql } from 'drizzle-orm';
import type { AttackValues } from '@cephalo/shared/diary-attack';
import { DIARY_FIELDS } from '@cephalo/shared/diary-fields';
import { HEADACHE_SYMPTOM_FIELDS } from '@cephalo/shared/diary-headache-details';
import type { DiaryEntry } from '@cephalo/shared/diary';
import type { Database } from '../../db/database';
import { diaryEntries, users } from '../../db/schema';
import { BadRequestError } from '../../errors/http-errors';
import { toDiaryEntry } from './diary-entry-row';

/** What an attack may change in the day's entry: the headache, its details and the medication. */
export type AttackedDay = Pick<
  DiaryEntry,
  | 'headache'
  | 'headache_start'
  | 'headache_end'
  | 'headache_intensity'
  | 'headache_pain_location'
  | 'medication_taken'
  | (typeof HEADACHE_SYMPTOM_FIELDS)[number]
>;

const earlier = (a: string | null, b: string | null) => (a === null ? b : b === null ? a : a <= b ? a : b);

/**
 * Two free texts as one list, "a, b": a value already in the list (in any letter case) is not
 * repeated. Past the field's limit the day keeps what it had: the diary form can still add it.
 */
export function joinListed(existing: string | null, added: string | null, max: number): string | null {
  if (added === null) return existing;
  if (existing === null) return added;
  const listed = existing.split(/[,;]/).map((part) => part.trim().toLowerCase());
  if (listed.includes(added.trim().toLowerCase())) return existing;
  const joined = `${existing}, ${added}`;
  return joined.length <= max ? joined : existing;
}

/**
 * The merge rule of attacks (issue 34): the day's entry is one per day (spec section 3), so a
 * second attack of a day is added to it rather than replacing it. The headache spans from the
 * earliest start to the latest end (open again while the new attack is still going), takes the
 * highest intensity and every symptom of either, and lists each pain location and medicine once.
 * A day saved earlier without headache has no headache details (clearHeadacheDetails), so there
 * the attack's own details are taken as they are. Everything else of the day stays.
 */
export function mergeAttackIntoDay(day: AttackedDay | null, attack: AttackValues): AttackedDay {
  const hadHeadache = day?.headache === 'yes';
  const symptoms = Object.fromEntries(
    HEADACHE_SYMPTOM_FIELDS.map((symptom) => [symptom, (hadHeadache && day[symptom]) || attack.symptoms.includes(symptom)]),
  ) as Pick<AttackedDay, (typeof HEADACHE_SYMPTOM_FIELDS)[number]>;
  return {
    headache: 'yes',
    headache_start: hadHeadache ? earlier(day.headache_start, attack.headache_start) : attack.headache_start,
    // The new attack has no end yet: the day's headache is going on again until "It ended".
    headache_end: null,
    headache_intensity: hadHeadache ? Math.max(day.headache_intensity ?? attack.headache_intensity, attack.headache_intensity) : attack.headache_intensity,
    headache_pain_location: joinListed(hadHeadache ? day.headache_pain_location : null, attack.headache_pain_location, DIARY_FIELDS.headache_pain_location.max),
    medication_taken: joinListed(day?.medication_taken ?? null, attack.medication_taken, DIARY_FIELDS.medication_taken.max),
    ...symptoms,
  };
}

/** The columns of the entry an attack reads and writes, as the API names them. */
const attackColumns = {
  headache: diaryEntries.headache,
  headacheStart: diaryEntries.headacheStart,
  headacheEnd: diaryEntries.headacheEnd,
  headacheIntensity: diaryEntries.headacheIntensity,
  headachePainLocation: diaryEntries.headachePainLocation,
  medicationTaken: diaryEntries.medicationTaken,
  nausea: diaryEntries.nausea,
  lightSensitivity: diaryEntries.lightSensitivity,
  soundSensitivity: diaryEntries.soundSensitivity,
  aura: diaryEntries.aura,
  visualDisturbances: diaryEntries.visualDisturbances,
};
type AttackRow = Pick<typeof diaryEntries.$inferSelect, keyof typeof attackColumns>;

const toAttackedDay = (row: AttackRow): AttackedDay => ({
  headache: row.headache ? 'yes' : 'no',
  headache_start: row.headacheStart,
  headache_end: row.headacheEnd,
  headache_intensity: row.headacheIntensity,
  headache_pain_location: row.headachePainLocation,
  medication_taken: row.medicationTaken,
  headache_associated_symptoms_nausea: row.nausea,
  headache_associated_symptoms_light_sensitivity: row.lightSensitivity,
  headache_associated_symptoms_sound_sensitivity: row.soundSensitivity,
  headache_associated_symptoms_aura: row.aura,
  headache_associated_symptoms_visual_disturbances: row.visualDisturbances,
});

const toAttackRow = (day: AttackedDay) => ({
  headache: day.headache === 'yes',
  headacheStart: day.headache_start,
  headacheEnd: day.headache_end,
  headacheIntensity: day.headache_intensity,
  headachePainLocation: day.headache_pain_location,
  medicationTaken: day.medication_taken,
  nausea: day.headache_associated_symptoms_nausea,
  lightSensitivity: day.headache_associated_symptoms_light_sensitivity,
  soundSensitivity: day.headache_associated_symptoms_sound_sensitivity,
  aura: day.headache_associated_symptoms_aura,
  visualDisturbances: day.headache_associated_symptoms_visual_disturbances,
});

/**
 * Changes the patient's entry of `date` under a row lock, so two attacks sent at once are both
 * kept. With `createsDay` a day without entry gets one first (sleep and stress stay empty until the
 * patient completes the day in the form); `change` sees null for a missing day otherwise, and may
 * refuse by throwing. Returns the stored entry; the forecast is made stale.
 */
export async function changeDayOfAttack({
  db,
  userId,
  date,
  createsDay,
  change,
}: {
  db: Database;
  userId: string;
  date: string;
  createsDay: boolean;
  change: (day: AttackedDay | null) => AttackedDay;
}) {
  return db.transaction(async (tx) => {
    // A concurrent first save of the day waits here for the other one, then finds its row.
    if (createsDay) await tx.insert(diaryEntries).values({ userId, inputDate: date, headache: false }).onConflictDoNothing();
    const [existing] = await tx
      .select(attackColumns)
      .from(diaryEntries)
      .where(and(eq(diaryEntries.userId, userId), eq(diaryEntries.inputDate, date)))
      .for('update');
    const changed = toAttackRow(change(existing ? toAttackedDay(existing) : null));
    const [saved] = await tx
      .update(diaryEntries)
      .set({ ...changed, updatedAt: new Date() })
      .where(and(eq(diaryEntries.userId, userId), eq(diaryEntries.inputDate, date)))
      .returning();
    if (!saved) throw new Error('Diary entry was not stored');
    // A new revision makes the stored forecast stale on every instance (get-stored-forecast.ts).
    await tx
      .update(users)
      .set({ diaryRevision: sql`${users.diaryRevision} + 1` })
      .where(eq(users.id, userId));
    return toDiaryEntry(saved);
  });
}

/**
 * POST /api/diaries/attacks: the attack fills the entry of the day it started, merged with what
 * the day already holds (mergeAttackIntoDay). `today` is the patient's date.
 */
export async function recordAttack({ db, userId, attack, today }: { db: Database; userId: string; attack: AttackValues; today: string }) {
  if (attack.input_date > today) throw new BadRequestError('input_date must not be in the future');
  return changeDayOfAttack({ db, userId, date: attack.input_date, createsDay: true, change: (day) => mergeAttackIntoDay(day, attack) });
}
