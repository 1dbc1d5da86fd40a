import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Config } from '../config/env';
import type { Database } from '../db/database';
import { answers, clinics, diaryEntries, headacheForecasts, midasScores, plans, preventiveTreatments, questions, revokedTokens, users } from '../db/schema';
import { getSessionUser } from '../domain/accounts/get-session-user';
import { loadAccessActor } from '../domain/access-log/load-access-actor';
import { listQuestionsByDate } from '../domain/chat/list-questions-by-date';
import { getStoredForecast } from '../domain/diary/get-stored-forecast';
import { listDiaryEntries, type DiaryEntrySelection } from '../domain/diary/list-diary-entries';
import { listDoctorPatients } from '../domain/doctors/list-doctor-patients';
import { listOwnPatientIds } from '../domain/doctors/list-own-patient-ids';
import { getOutcomes } from '../domain/outcomes/get-outcomes';
import type { ReadCache } from './read-cache';

/**
 * Every read an instance keeps a copy of, in one place: its key, how it is loaded, the tables its
 * answer is made of and how long a copy may live. A copy is dropped when the database announces a
 * change of a table it depends on (triggers NOTIFY cephalo_changes, db/change-feed.ts).
 * `cached-reads.test.ts` checks this declaration against the migrated database: every table a
 * cached read depends on has a notifying trigger, and a load touches no table it does not name.
 * How to add one: docs/decisions/020-cached-reads-and-change-feed.md.
 */
export interface CachedRead<Params, Value> {
  /** The first part of its keys; unique among the cached reads. */
  name: string;
  /** Every parameter that changes the answer, as text (the copy's key is `name:key`, under its owner). */
  key(params: Params): string;
  /** Reads it from the database; `owner` is the account whose data it shows, under whom the copy is filed. */
  load(db: Database, owner: string, params: Params): Promise<Value>;
  /** Other accounts whose data the value shows: a change of any of them drops the copy too. */
  alsoShows?: (value: Value) => Iterable<string>;
  /** The tables whose rows make the answer: each must announce its changes. */
  dependsOn: readonly PgTable[];
  /** Tables the load reads or writes whose changes cannot change the answer, and why. */
  alsoTouches?: readonly { table: PgTable; because: string }[];
  /** The longest a copy is kept, even if no change is announced. */
  lifetimeMs: number;
}

const cachedRead = <Params, Value>(read: CachedRead<Params, Value>) => read;
const TEN_MINUTES_MS = 10 * 60_000;

/** A patient's diary entries: a date range (the calendar's six weeks) or the doctor's page. */
export const diaryEntriesRead = cachedRead({
  name: 'diary',
  key: ({ from, to, before, limit }: DiaryEntrySelection) => `${from}:${to}:${before}:${limit}`,
  load: (db, patientId, selection) => listDiaryEntries({ db, patientId, ...selection }),
  dependsOn: [diaryEntries],
  lifetimeMs: TEN_MINUTES_MS,
});

/** A patient's five-day forecast with its explanation, per local date and weather input. */
export const forecastRead = cachedRead({
  name: 'forecast',
  key: ({ today, pressureChange24h }: { today: string; pressureChange24h?: (number | null)[] | undefined }) =>
    `${today}:${pressureChange24h ? JSON.stringify(pressureChange24h) : ''}`,
  load: (db, patientId, params) => getStoredForecast({ db, patientId, ...params }),
  // The diary's revision (users) and the entries.
  dependsOn: [users, diaryEntries],
  alsoTouches: [{ table: headacheForecasts, because: 'the stored forecast is used only when its diary revision, date and weather input are the current ones' }],
  lifetimeMs: TEN_MINUTES_MS,
});

/** A doctor's patients with their last 28 days' numbers (outcome-windows.ts); the date is in the key because the window moves at midnight. */
export const doctorPatientsRead = cachedRead({
  name: 'patients',
  key: ({ today }: { today: string }) => today,
  load: (db, doctorId, { today }) => listDoctorPatients({ db, doctorId, today }),
  // Filed under each patient it shows too: a patient's entry or profile drops it.
  alsoShows: (list) => list.map((patient) => patient.id),
  dependsOn: [users, diaryEntries],
  lifetimeMs: TEN_MINUTES_MS,
});

/**
 * The ids of a doctor's own patients: the check that a doctor reads only their own patients
 * (assertOwnPatient), without a query on each request of their page. A change of a patient's row
 * announces their doctor before and after it (migration 0016), so a reassignment, a change of
 * role or an erasure drops it on every instance, as it drops the doctor's kept list.
 */
export const ownPatientIdsRead = cachedRead({
  name: 'own-patients',
  key: (_params: Record<string, never>) => 'all',
  load: (db, doctorId) => listOwnPatientIds({ db, doctorId }),
  dependsOn: [users],
  lifetimeMs: TEN_MINUTES_MS,
});

/**
 * Who is reading, as the access trail names them (their name, else their username) and seals in
 * each row: without it every view of a list asked the database for the reader's name (issue 35,
 * point 7). A change of the account's row drops it.
 */
export const trailReaderRead = cachedRead({
  name: 'trail-reader',
  key: (_params: Record<string, never>) => 'name',
  load: (db, userId) => loadAccessActor({ db, userId }),
  dependsOn: [users],
  lifetimeMs: TEN_MINUTES_MS,
});

/**
 * A patient's outcomes as GET /api/outcomes answers them (the monthly numbers, the last 28 days,
 * each treatment with its response, the latest MIDAS score): opening a patient's page classified
 * a year of days and three tables on each request (issue 35, point 7). The date is in the key
 * because the months and the window move at midnight; a treatment or a MIDAS score announces its
 * patient (migration 0021).
 */
export const outcomesRead = cachedRead({
  name: 'outcomes',
  key: ({ today, months }: { today: string; months: number }) => `${today}:${months}`,
  load: (db, patientId, { today, months }) => getOutcomes({ db, patientId, today, months }),
  dependsOn: [diaryEntries, preventiveTreatments, midasScores],
  lifetimeMs: TEN_MINUTES_MS,
});

/** One day's conversation with an assistant, each question with its answer. */
export const questionsOfDayRead = cachedRead({
  name: 'questions',
  key: ({ agentId, date }: { agentId: number; date: string }) => `${agentId}:${date}`,
  load: (db, userId, { agentId, date }) => listQuestionsByDate({ db, userId, agentId, date }),
  dependsOn: [questions, answers],
  lifetimeMs: TEN_MINUTES_MS,
});

/** Every read kept in the read cache (the test walks them all). */
export const cachedReads = [diaryEntriesRead, forecastRead, doctorPatientsRead, ownPatientIdsRead, trailReaderRead, outcomesRead, questionsOfDayRead] as const;

/**
 * A checked session (cache/session-cache.ts), kept by its exact token. The users trigger tells a
 * change of `sessionColumns` (a bare account id: sessions are checked again) from any other change
 * of the account (`data:<id>`, sessions stay): the test compares this list with the trigger and
 * with the columns `getSessionUser` reads.
 */
export const checkedSessionRead = {
  load: getSessionUser,
  dependsOn: [users, plans, clinics, revokedTokens] as readonly PgTable[],
  sessionColumns: [users.role, users.planId, users.clinicId, users.tokenVersion] as readonly PgColumn[],
  lifetimeSeconds: (config: Pick<Config, 'SESSION_RECHECK_SECONDS'>) => config.SESSION_RECHECK_SECONDS,
};

/** The cached reads as routes and domain functions use them: by declaration, never by a key built by hand. */
export interface CachedReads {
  read<Params, Value>(read: CachedRead<Params, Value>, owner: string, params: Params): Promise<Value>;
  /**
   * Drops this instance's copies of an account's data at once: a write answers only after it, so
   * the writer reads what they wrote (the database's announcement reaches every instance a moment
   * later). A request's own account is dropped by app.ts; a doctor's change of a patient's data
   * drops the patient here.
   */
  forget(owner: string): void;
}

export const cachedReadsOf = (cache: ReadCache, db: Database): CachedReads => ({
  read: (read, owner, params) =>
    cache.read(owner, `${read.name}:${read.key(params)}`, () => read.load(db, owner, params), { alsoShows: read.alsoShows, lifetimeMs: read.lifetimeMs }),
  forget: (owner) => cache.forget(owner),
});
