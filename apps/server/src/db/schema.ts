import { sql } from 'drizzle-orm';
import type { Urgency } from '@cephalo/shared/chat';
import type { ForecastExplanation } from '@cephalo/shared/headache-forecast';
import type { InterfaceLanguageCode } from '@cephalo/shared/interface-languages';
import {
  bigint,
  bigserial,
  check,
  customType,
  smallint,
  type AnyPgColumn,
  boolean,
  date,
  doublePrecision,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  index,
} from 'drizzle-orm/pg-core';

export const roleEnum = pgEnum('role', ['USER', 'DOCTOR', 'CLINIC_ADMIN']);

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const clinics = pgTable('clinics', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  /** Address the locked-feature tooltip names ("Contact {email}"). */
  contactEmail: text('contact_email'),
  phoneNumber: text('phone_number'),
  website: text('website'),
  address: text('address'),
  city: text('city'),
  state: text('state'),
  country: text('country'),
  zip: text('zip'),
  latitude: doublePrecision('latitude'),
  longitude: doublePrecision('longitude'),
  profilePhotoUrl: text('profile_photo_url'),
  createdAt: createdAt(),
});

export const plans = pgTable('plans', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  monthlyChatLimit: integer('monthly_chat_limit').notNull(),
  /** Assistant ids (1 migraine, 2 dementia) the plan includes. */
  aiAssistants: integer('ai_assistants').array().notNull(),
  /** Diary, calendar and forecast (not in Free and Basic). */
  includesDiary: boolean('includes_diary').notNull(),
});

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored lower-cased; unique without regard to case. */
    email: text('email').notNull(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: roleEnum('role').notNull(),
    clinicId: uuid('clinic_id').references(() => clinics.id, { onDelete: 'set null' }),
    doctorId: uuid('doctor_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id),
    name: text('name'),
    surname: text('surname'),
    phoneNumber: text('phone_number'),
    bio: text('bio'),
    chatAnswerLanguage: text('chat_answer_language').notNull().default('English'),
    /** The interface language code (shared interface-languages.ts): the server's e-mails, messages, PDF and export for this person (decision 030). */
    interfaceLanguage: text('interface_language').$type<InterfaceLanguageCode>().notNull().default('en'),
    profilePhotoUrl: text('profile_photo_url'),
    isVerified: boolean('is_verified').notNull().default(false),
    /** Raised to end every session of the user (password change); tokens carry it. */
    tokenVersion: integer('token_version').notNull().default(0),
    isUnsubscribed: boolean('is_unsubscribed').notNull().default(false),
    /** The browser's IANA time zone at the last login: when the diary reminder is due. */
    timeZone: text('time_zone'),
    /** Raised with every diary save: a stored forecast of an older revision is stale (headache_forecasts). */
    diaryRevision: integer('diary_revision').notNull().default(0),
    /**
     * When the account was asked for its name and surname (at registration, or once after a
     * login while it had none, issue 35); null: a nameless account not asked yet.
     */
    nameAskedAt: timestamp('name_asked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${table.email})`),
    uniqueIndex('users_username_lower_key').on(sql`lower(${table.username})`),
    index('users_clinic_idx').on(table.clinicId),
    // The doctor's patient list reads in this order, straight from the index.
    index('users_doctor_name_idx').on(table.doctorId, table.surname, table.name),
  ],
);

/** One row per user and plan period; questions_count is what the monthly limit is checked against. */
export const usagePeriods = pgTable(
  'usage_periods',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    questionsCount: integer('questions_count').notNull().default(0),
  },
  (table) => [uniqueIndex('usage_periods_user_start_key').on(table.userId, table.startDate)],
);

export const registrationKeys = pgTable('registration_keys', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** SHA-256 of the key text; the text itself is shown once and never stored. */
  keyHash: text('key_hash').notNull().unique(),
  /** First characters of the key, so an administrator can tell keys apart in a list. */
  keyPrefix: text('key_prefix').notNull(),
  role: roleEnum('role').notNull(),
  clinicId: uuid('clinic_id')
    .notNull()
    .references(() => clinics.id, { onDelete: 'cascade' }),
  planId: integer('plan_id')
    .notNull()
    .references(() => plans.id),
  /** When set, only this e-mail may register with the key (operator-made administrator keys). */
  email: text('email'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usesLeft: integer('uses_left').notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

/** Server-wide generated secrets. Formerly the JWT signing key, which now lives in a 0600 file beside the data (moved out at start). */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/** A chat question. created_date/created_time are the asker's local date and time (their time zone). */
export const questions = pgTable(
  'questions',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    agentId: integer('agent_id').notNull(),
    content: text('content').notNull(),
    weather: jsonb('weather'),
    createdAt: createdAt(),
    createdDate: date('created_date', { mode: 'string' }).notNull(),
    createdTime: text('created_time').notNull(),
  },
  (table) => [index('questions_user_agent_date_idx').on(table.userId, table.agentId, table.createdDate)],
);

export interface StoredReference {
  id: string;
  title: string;
  sources: { title: string; url: string }[];
}

export const answers = pgTable('answers', {
  id: uuid('id').primaryKey(),
  questionId: uuid('question_id')
    .notNull()
    .unique()
    .references(() => questions.id, { onDelete: 'cascade' }),
  content: text('content').notNull(),
  referenceList: jsonb('reference_list').$type<StoredReference[]>().notNull(),
  /** The level of the urgent-care advice the answer opens with (emergency, same-day, soon); null when it has none. */
  urgency: text('urgency').$type<Urgency>(),
  engine: text('engine').notNull(),
  createdAt: createdAt(),
  createdDate: date('created_date', { mode: 'string' }).notNull(),
  createdTime: text('created_time').notNull(),
});

/**
 * Questions being answered, under the id the asker's browser chose for them: a Retry of the same
 * question (after a cut connection) finds its claim and waits for that answer instead of asking,
 * and counting, twice. A claim lives from the count until the answer is stored (same
 * transaction) or given back.
 */
export const questionClaims = pgTable('question_claims', {
  id: uuid('id').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  claimedAt: createdAt(),
});

/** One headache-diary entry per patient and date (spec section 3). */
export const diaryEntries = pgTable(
  'diary_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    inputDate: date('input_date', { mode: 'string' }).notNull(),
    headache: boolean('headache').notNull(),
    headacheStart: text('headache_start'),
    headacheEnd: text('headache_end'),
    headacheIntensity: integer('headache_intensity'),
    headacheDuration: text('headache_duration'),
    headachePainDescription: text('headache_pain_description'),
    headachePainLocation: text('headache_pain_location'),
    nausea: boolean('symptom_nausea').notNull().default(false),
    lightSensitivity: boolean('symptom_light_sensitivity').notNull().default(false),
    soundSensitivity: boolean('symptom_sound_sensitivity').notNull().default(false),
    aura: boolean('symptom_aura').notNull().default(false),
    visualDisturbances: boolean('symptom_visual_disturbances').notNull().default(false),
    sleepHours: doublePrecision('sleep_hours'),
    sleepQuality: text('sleep_quality'),
    dietMeals: text('diet_meals'),
    hydrationLevel: text('hydration_level'),
    stressLevel: integer('stress_level'),
    mood: text('mood'),
    environmentalFactors: text('environmental_factors'),
    medicationTaken: text('medication_taken'),
    medicationResponse: text('medication_response'),
    therapeuticActivities: text('therapeutic_activities'),
    notes: text('notes'),
    weather: jsonb('weather'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('diary_entries_user_date_key').on(table.userId, table.inputDate)],
);

export const emailTokenPurposeEnum = pgEnum('email_token_purpose', ['verify', 'reset', 'unsubscribe']);

/** Single-use tokens sent by e-mail, stored only as SHA-256 hashes and bound to one purpose. */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: emailTokenPurposeEnum('purpose').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('email_tokens_user_purpose_idx').on(table.userId, table.purpose, table.createdAt)],
);

/** Mail kept in the database when no SMTP server is configured (its links are also logged). */
export const outboxMails = pgTable('outbox_mails', {
  id: uuid('id').primaryKey().defaultRandom(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html').notNull(),
  createdAt: createdAt(),
});

/** One row per patient and local date: the unique key makes the reminder go out once, whatever the number of instances. */
export const diaryReminders = pgTable(
  'diary_reminders',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reminderDate: date('reminder_date', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('diary_reminders_user_date_key').on(table.userId, table.reminderDate)],
);

/** The label of an answer that can be fetched as speech: its owner only, until it expires. */
export const spokenAnswers = pgTable('spoken_answers', {
  label: uuid('label').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  answerId: uuid('answer_id')
    .notNull()
    .references(() => answers.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});

/**
 * Access tokens ended by logout before their expiry: refused until they would have expired
 * anyway, then deleted. Keyed by the token's jti, so the token itself is never stored.
 */
export const revokedTokens = pgTable(
  'revoked_tokens',
  {
    jti: uuid('jti').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('revoked_tokens_expires_idx').on(table.expiresAt)],
);

/**
 * Failed logins per account (its id; the typed login for an unknown one, so a locked answer does
 * not tell whether an account exists): ten in fifteen minutes lock that account's logins for a
 * while, from any client address. Shared by every instance through the database.
 */
export const loginFailures = pgTable('login_failures', {
  accountKey: text('account_key').primaryKey(),
  failures: integer('failures').notNull(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

/**
 * The access trail: every read of a patient's health data by someone else, every export, and
 * every change of a patient's doctor or plan. Append-only (a trigger refuses UPDATE and DELETE)
 * and tamper-evident: each row's hash covers its content and the previous row's hash.
 * patient_id and actor_id are kept without foreign keys: the trail outlives an erased account.
 */
export const accessLog = pgTable(
  'access_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: uuid('actor_id').notNull(),
    actorRole: roleEnum('actor_role').notNull(),
    /** The reader's name at the time; a patient's own action (a download) stores their pseudonym, never their name. */
    actorName: text('actor_name').notNull(),
    /** The one patient whose data was read; null on a list row (listedPatientIds). */
    patientId: uuid('patient_id'),
    /** The patients a list showed, in one row (the doctor's patient list); null on a one-patient row. */
    listedPatientIds: uuid('listed_patient_ids').array(),
    clinicId: uuid('clinic_id'),
    action: text('action').notNull(),
    previousHash: text('previous_hash').notNull(),
    hash: text('hash').notNull(),
    /**
     * 1: the unkeyed SHA-256 chain of every clinic together (before migration 0015, and any row
     * written without the key); 2: sealed with the trail's key in the chain of its clinic.
     */
    chainVersion: smallint('chain_version').notNull().default(1),
  },
  (table) => [
    index('access_log_patient_idx').on(table.patientId, table.id),
    index('access_log_clinic_idx').on(table.clinicId, table.id),
    index('access_log_listed_patients_idx').using('gin', table.listedPatientIds),
    check('access_log_one_patient_or_a_list', sql`(${table.patientId} is null) <> (${table.listedPatientIds} is null)`),
  ],
);

/**
 * Where each clinic's chain of the access trail has got to: how many rows, the last row's hash,
 * and a MAC of both with the trail's key (not in the database), so rows deleted from the end, a
 * rechained trail or an emptied table no longer match (domain/access-log/verify-clinic-trail.ts).
 * Rows are never deleted and row_count never goes down (triggers of migration 0015).
 */
export const accessLogAnchors = pgTable('access_log_anchors', {
  /** The clinic's id, or 'none' for rows without a clinic. */
  chain: text('chain').primaryKey(),
  rowCount: bigint('row_count', { mode: 'number' }).notNull(),
  lastHash: text('last_hash').notNull(),
  /**
   * Set when this chain's rows of the old unkeyed trail were sealed with the key although the old
   * check failed: the first row it failed on. The chain is reported broken for good.
   */
  unkeyedBreakId: bigint('unkeyed_break_id', { mode: 'number' }),
  mac: text('mac').notNull(),
});

/**
 * The five-day forecast of each patient, computed once per diary revision, local date and
 * weather input and shared by every instance: a request reads one row instead of the history.
 */
export const headacheForecasts = pgTable('headache_forecasts', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  diaryRevision: integer('diary_revision').notNull(),
  forecastDate: date('forecast_date', { mode: 'string' }).notNull(),
  /** The pressure changes the forecast weighed ('' without weather). */
  weatherInput: text('weather_input').notNull(),
  probabilities: jsonb('probabilities').$type<number[]>().notNull(),
  /** What the forecast stood on and what moved each day (issue 34); null in rows kept before it, which are computed again. */
  explanation: jsonb('explanation').$type<ForecastExplanation>(),
  computedAt: createdAt(),
});

/** Binary column: node-postgres answers a Buffer, PGlite a Uint8Array; both become a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Profile and clinic photos (normalized WebP), in the database so that every instance serves
 * them and a backup holds them. `name` is the last part of the public path /uploads/{name}.
 */
export const storedPhotos = pgTable('stored_photos', {
  name: text('name').primaryKey(),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: createdAt(),
});

/**
 * Request counters of the login and mail rate limits, shared by every instance: one row per
 * route and client key, counting the requests of the window that began at window_started_at.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('rate_limit_counters_ends_idx').on(table.windowEndsAt)],
);

/** A preventive treatment of a patient (issue 17): from the medicine list or free text, with its dates. */
export const preventiveTreatments = pgTable(
  'preventive_treatments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    startedOn: date('started_on', { mode: 'string' }).notNull(),
    stoppedOn: date('stopped_on', { mode: 'string' }),
    /** Who recorded it: the patient or their doctor (kept when that account goes). */
    recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [index('preventive_treatments_user_idx').on(table.userId, table.startedOn)],
);

/** A filled-in MIDAS questionnaire (issue 17), kept with its date; the score and grade as computed then. */
export const midasScores = pgTable(
  'midas_scores',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    answeredOn: date('answered_on', { mode: 'string' }).notNull(),
    answers: jsonb('answers').$type<Record<string, number | null>>().notNull(),
    score: integer('score').notNull(),
    grade: text('grade').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('midas_scores_user_idx').on(table.userId, table.answeredOn)],
);
