import type { DiaryEntry } from './diary';
import { DIARY_FIELDS, DIARY_FIELD_NAMES, diaryFieldNamesOfKind, type DiaryFieldName } from './diary-fields';

/** The associated symptoms of a headache, in the order the form shows them. */
export const HEADACHE_SYMPTOM_FIELDS = diaryFieldNamesOfKind('symptom');
export type HeadacheSymptomField = (typeof HEADACHE_SYMPTOM_FIELDS)[number];

type DiaryFields = typeof DIARY_FIELDS;
export type HeadacheDetailField = { [Name in DiaryFieldName]: DiaryFields[Name]['isHeadacheDetail'] extends true ? Name : never }[DiaryFieldName];

/** The fields that describe the headache itself (spec section 4: shown only when there was one). */
export const HEADACHE_DETAIL_FIELDS = DIARY_FIELD_NAMES.filter((name): name is HeadacheDetailField => DIARY_FIELDS[name].isHeadacheDetail);
export type HeadacheDetails = Pick<DiaryEntry, HeadacheDetailField>;

/**
 * The details of a day without headache: symptoms unticked, everything else empty. Null, not the
 * form's default of 1, for the intensity: a day without headache has none (what the diary stores).
 */
export const NO_HEADACHE_DETAILS = Object.fromEntries(
  HEADACHE_DETAIL_FIELDS.map((name) => [name, DIARY_FIELDS[name].kind === 'symptom' ? false : null]),
) as HeadacheDetails;

/**
 * Without a headache its details are emptied: they are hidden in the form, and a detail left from
 * an earlier answer (or sent by another client) must neither be saved nor counted. The one place
 * of this rule: the web form applies it to the body it sends, the server to the row it stores.
 */
export function clearHeadacheDetails<T extends { headache: 'yes' | 'no' } & HeadacheDetails>(values: T): Omit<T, keyof HeadacheDetails> & HeadacheDetails {
  return values.headache === 'yes' ? values : { ...values, ...NO_HEADACHE_DETAILS };
}
