import path from 'node:path';
import { packageFolder } from '@cephalo/clinic/package-folder';
import { z } from 'zod';

/**
 * The only place that reads process.env. Every variable is documented with its default in
 * .env.example and in the README's configuration table.
 */
const booleanFlag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((value) => (value === undefined || value === '' ? undefined : value === 'true' || value === '1'));

/** An http(s) address; empty or unset means the default. */
const httpUrlOr = (fallback: string) => z.preprocess((value) => (value === '' ? undefined : value), z.url({ protocol: /^https?$/ }).default(fallback));

/**
 * A signing key must not be guessable: at least 12 different characters and not one short
 * pattern repeated ("aaaa...", "abcabc..."). Random keys pass easily; typed ones rarely do.
 */
function looksRandom(secret: string): boolean {
  if (new Set(secret).size < 12) return false;
  for (let period = 1; period <= secret.length / 2; period += 1) {
    if (
      secret ===
      secret
        .slice(0, period)
        .repeat(Math.ceil(secret.length / period))
        .slice(0, secret.length)
    )
      return false;
  }
  return true;
}

const ConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  DEMO_SEED: booleanFlag,
  JWT_SECRET: z
    .string()
    .min(32, 'JWT_SECRET must be at least 32 characters')
    .refine(looksRandom, 'JWT_SECRET must be random (for example: openssl rand -base64 48), not a word or a repeated pattern')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /**
   * The access trail's key is derived from this, or else from the token signing key (JWT_SECRET
   * or DATA_DIR/secrets/jwt-signing.key). Set it to the old signing key before changing
   * JWT_SECRET, or when moving an embedded installation to PostgreSQL, so the trail still checks.
   */
  ACCESS_TRAIL_SECRET: z
    .string()
    .min(32, 'ACCESS_TRAIL_SECRET must be at least 32 characters')
    .refine(looksRandom, 'ACCESS_TRAIL_SECRET must be random (for example the old JWT_SECRET, or openssl rand -base64 48), not a word or a repeated pattern')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  ACCESS_TOKEN_TTL_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(60 * 24 * 30)
    .default(720),
  // "Keep me signed in on this device": a remembered session's token lives this many days and is
  // renewed once half of it has passed, so a patient who comes back within that half stays signed in.
  REMEMBERED_SESSION_DAYS: z.coerce.number().int().min(1).max(30).default(30),
  // How long an instance trusts a session it has checked before asking the database again: a
  // logout or password change on another instance takes effect within this time (0 = every request).
  SESSION_RECHECK_SECONDS: z.coerce.number().int().min(0).max(60).default(5),
  // Memory for copies of hot reads (diary months, forecasts, questions, patient lists); 0 turns them off.
  READ_CACHE_MB: z.coerce.number().int().min(0).max(4096).default(64),
  PASSWORD_MIN_LENGTH: z.coerce.number().int().min(4).max(128).default(4),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  SUPPORT_EMAIL: z.email().default('support@cephalo.test'),
  /** The address people open; defaults to http://localhost:PORT. */
  PUBLIC_URL: z
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  WEB_DIST_DIR: z
    .string()
    .min(1)
    .default(path.resolve(packageFolder('@cephalo/server'), '../web/dist')),
  /**
   * Which proxies may name the client address in X-Forwarded-For: a number of hops (1 for one
   * reverse proxy in front), or a comma-separated list of proxy addresses or CIDR ranges. Off by
   * default, so a client cannot pick its own address (and escape the per-client limits).
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .optional()
    .transform((value, context): false | number | string[] => {
      if (value === undefined || value === '' || value === 'false' || value === '0') return false;
      if (value === 'true') return 1;
      if (/^\d+$/.test(value)) return Number(value);
      const addresses = value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean);
      if (addresses.every((address) => /^[\d.:a-fA-F]+(\/\d{1,3})?$/.test(address))) return addresses;
      context.addIssue({ code: 'custom', message: 'TRUST_PROXY must be a number of proxy hops or a comma-separated list of proxy addresses (CIDR allowed)' });
      return z.NEVER;
    }),
  /**
   * Slow clients (http/slow-clients.ts): a request's headers and body must arrive within this
   * time (the headers within 10 s at most), and a connection that sends nothing, or stops reading
   * its answer, for this long is closed. Answers that take longer (a streamed chat answer) are not cut.
   */
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(30),
  /**
   * Connections open at once from one client address (IPv6: one /64); from a trusted proxy
   * (TRUST_PROXY), requests under way per forwarded client address instead. 0 turns the cap off.
   */
  MAX_CONNECTIONS_PER_CLIENT: z.coerce.number().int().min(0).max(1_000_000).default(100),
  /** An OpenAI-compatible server (https://host/v1) switches the assistant from the built-in engine. */
  ASSISTANT_BASE_URL: z
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  ASSISTANT_API_KEY: z.string().optional(),
  ASSISTANT_MODEL: z.string().min(1).default('gpt-4o-mini'),
  ASSISTANT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  /** Pause between the built-in engine's sentences, so answers arrive like a model's. */
  ASSISTANT_STREAM_DELAY_MS: z.coerce.number().int().min(0).max(2000).default(25),
  /** Weather: Open-Meteo (no key) unless OPENWEATHER_API_KEY switches to OpenWeatherMap. */
  OPEN_METEO_BASE_URL: httpUrlOr('https://api.open-meteo.com'),
  OPENWEATHER_API_KEY: z
    .string()
    .trim()
    .optional()
    .transform((value) => value || undefined),
  OPENWEATHER_BASE_URL: httpUrlOr('https://api.openweathermap.org'),
  WEATHER_CACHE_SECONDS: z.coerce
    .number()
    .int()
    .min(0)
    .max(24 * 60 * 60)
    .default(600),
  WEATHER_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  /** smtp://user:password@host:587 (or smtps://): real mail. Empty: mail goes to the database outbox and the log. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  MAIL_FROM: z.string().min(3).default('Cephalo <no-reply@cephalo.test>'),
  /** Hour (0-23, the patient's clock) after which a patient with no entry today gets one reminder. */
  DIARY_REMINDER_HOUR: z.coerce.number().int().min(0).max(23).default(20),
  // Whole minutes in production; a fraction (at least 0.05, three seconds) lets a test see a run soon.
  DIARY_REMINDER_CHECK_MINUTES: z.coerce.number().min(0.05).max(1440).default(5),
  DIARY_REMINDERS: booleanFlag,
  /** Requests that send mail (forgot password, registration), per client address and minute. */
  MAIL_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(5),
  /** Speech: an OpenAI-compatible /v1/audio/transcriptions server; empty uses the built-in pocketsphinx. */
  SPEECH_TO_TEXT_BASE_URL: z
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  SPEECH_TO_TEXT_API_KEY: z.string().optional(),
  SPEECH_TO_TEXT_MODEL: z.string().min(1).default('whisper-1'),
  /** An OpenAI-compatible /v1/audio/speech server; empty uses the built-in eSpeak NG. */
  TEXT_TO_SPEECH_BASE_URL: z
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  TEXT_TO_SPEECH_API_KEY: z.string().optional(),
  TEXT_TO_SPEECH_MODEL: z.string().min(1).default('tts-1'),
  TEXT_TO_SPEECH_VOICE: z.string().min(1).default('alloy'),
  SPEECH_TIMEOUT_MS: z.coerce.number().int().min(500).max(300_000).default(60_000),
  /**
   * Speech recognition per user (a 60 s recording costs seconds of CPU): recognitions running at
   * once on one instance, and recordings per minute (counted in the database, across instances).
   */
  TRANSCRIBE_CONCURRENCY_PER_USER: z.coerce.number().int().min(1).max(4).default(1),
  TRANSCRIBE_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(600).default(10),
  /** How long a spoken answer can be fetched with its audio label. */
  SPOKEN_ANSWER_TTL_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60)
    .default(60),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Turns GET /metrics on (Prometheus text); scrapers send `Authorization: Bearer <token>`.
   * Unset or empty: /metrics answers 404. Long enough not to be guessed.
   */
  METRICS_TOKEN: z
    .string()
    .min(16, 'METRICS_TOKEN must be at least 16 characters')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** On SIGTERM, how long running chat answers may take to finish before their connections are closed. */
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(0).max(600).default(30),
});

export type Config = Omit<z.infer<typeof ConfigSchema>, 'PUBLIC_URL'> & {
  PUBLIC_URL: string;
  /** True when the embedded PGlite database in DATA_DIR is used (no DATABASE_URL). */
  isEmbeddedDatabase: boolean;
  /** Absolute folder of the PGlite database. */
  pgliteDir: string;
  /** Absolute folder of uploaded files. */
  uploadsDir: string;
};

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const dataDir = path.resolve(parsed.data.DATA_DIR);
  return {
    ...parsed.data,
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.resolve(parsed.data.WEB_DIST_DIR),
    PUBLIC_URL: (parsed.data.PUBLIC_URL ?? `http://localhost:${parsed.data.PORT}`).replace(/\/$/, ''),
    isEmbeddedDatabase: parsed.data.DATABASE_URL === undefined,
    pgliteDir: path.join(dataDir, 'db'),
    uploadsDir: path.join(dataDir, 'uploads'),
  };
}

/**
 * Demo mode (DEMO_SEED=true, said explicitly: `npm start` does) creates the demo clinic with its
 * known logins and keys. Without it there is no demo account on any database.
 */
export const isDemoMode = (config: Config): boolean => config.DEMO_SEED === true;
