import compress from '@fastify/compress';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { createAssistantService, type AssistantService } from './assistant/assistant-service';
import { createAccessTokenSigner } from './auth/access-token';
import { cachedReadsOf, checkedSessionRead, type CachedReads } from './cache/cached-reads';
import { createReadCache, noReadCache } from './cache/read-cache';
import { createSessionCache } from './cache/session-cache';
import { compressedJsonCopiesPlugin } from './http/compressed-json-copies';
import { connectionsPerClientPlugin } from './http/connections-per-client';
import { answerClientError, closeSilentConnections, slowClientTimeouts } from './http/slow-clients';
import { createPrecompiledSerializerCompiler } from './http/precompiled-serializer';
import { createSpeechService, type SpeechService } from './speech/speech-service';
import { resolveSigningKey } from './security/resolve-signing-key';
import { noStorePlugin } from './plugins/no-store';
import { addSecurityHeaders } from './plugins/security-headers';
import { refuseNulCharactersPlugin } from './plugins/refuse-nul-characters';
import { refuseEncodedBodiesPlugin } from './plugins/refuse-encoded-bodies';
import { jsonBodyPlugin } from './plugins/json-body';
import { serializeError } from './security/log-serializers';
import type { Config } from './config/env';
import type { Database, ListenForChanges } from './db/database';
import { accessTrailPlugin } from './plugins/access-trail';
import { authPlugin } from './plugins/auth';
import { createDatabaseRateLimitStore } from './rate-limits/database-rate-limit-store';
import { errorHandlerPlugin } from './plugins/error-handler';
import { detailLanguagePlugin } from './plugins/detail-language';
import { metricsPlugin } from './metrics/metrics-plugin';
import { requestContextPlugin, requestIdOf } from './plugins/request-context';
import { mailPlugin } from './plugins/mail';
import { uploadsPlugin } from './plugins/uploads';
import { webAppPlugin } from './plugins/web-app';
import { settleAfterAnswerTasks, type AfterAnswerTasks } from './routes/after-answer';
import { apiRoutes } from './routes/api-routes';
import { createWeatherService, type WeatherService } from './weather/weather-service';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    assistant: AssistantService;
    speech: SpeechService;
    weather: WeatherService;
    /** Copies of hot reads, declared in cache/cached-reads.ts, dropped when the database announces a change. */
    reads: CachedReads;
    /** Every registered route (method and URL pattern), in registration order. */
    routeList: readonly { method: string; url: string }[];
    /** Mails and other work still running after their answer went out (routes/after-answer.ts). */
    afterAnswerTasks: AfterAnswerTasks;
  }
}

export interface BuildAppOptions {
  config: Config;
  db: Database;
  logger?: FastifyServerOptions['logger'];
  /** Tests pass one with a test engine; otherwise made from the configuration. */
  assistant?: AssistantService;
  /** Tests pass their own engines; otherwise the configured or built-in ones. */
  speech?: SpeechService;
  /** Tests may pass one; otherwise made from the configuration (Open-Meteo or OpenWeatherMap). */
  weather?: WeatherService;
  /** The clock of the caches (tests move it instead of waiting). */
  now?: () => number;
  /** The database's change notifications (DatabaseHandle.listenForChanges): without them nothing is cached but sessions. */
  listenForChanges?: ListenForChanges;
}

/** Composition in a fixed order: external plugins, then app plugins, then routes. */
export async function buildApp({ config, db, logger, assistant, weather, speech, now, listenForChanges }: BuildAppOptions) {
  const app = Fastify({
    logger: logger ?? {
      level: config.LOG_LEVEL,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      // Query strings carry coordinates and tokens: the request log keeps only the path.
      serializers: {
        req: (request: { method: string; url: string; ip?: string }) => ({ method: request.method, url: request.url.split('?')[0], remoteAddress: request.ip }),
        // Errors without query values, hashes or tokens (security/log-serializers.ts).
        err: serializeError,
      },
    },
    // A number of hops trusts that many proxies nearest to the server, and no more.
    trustProxy: typeof config.TRUST_PROXY === 'number' ? (_address: string, hop: number) => hop < (config.TRUST_PROXY as number) : config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    // Headers, body and silence each have a limit (REQUEST_TIMEOUT_SECONDS); Node's refusals answer { detail }.
    ...slowClientTimeouts(config.REQUEST_TIMEOUT_SECONDS),
    clientErrorHandler: answerClientError,
    // Each request's log lines carry its id as `reqId` (plugins/request-context.ts): a safe incoming x-request-id or a new one.
    genReqId: requestIdOf,
    // The specification's paths mix trailing slashes (/diaries/user/, /diaries/{id}/user/).
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();
  closeSilentConnections(app.server);
  app.setValidatorCompiler(validatorCompiler);
  // Compiled once per route; the test suite checks each response against zod as well.
  app.setSerializerCompiler(createPrecompiledSerializerCompiler({ verify: config.NODE_ENV === 'test' }));
  // Every route as registered, so a test can walk them all (deny by default: each needs an access rule).
  const routeList: { method: string; url: string }[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routeList.push({ method, url: route.url });
  });
  app.decorate('routeList', routeList);
  app.decorate('afterAnswerTasks', new Set<Promise<void>>());
  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('assistant', assistant ?? createAssistantService(config));
  app.decorate('speech', speech ?? (await createSpeechService(config, app.log)));
  app.decorate('weather', weather ?? createWeatherService({ config, log: app.log }));

  // External plugins.
  addSecurityHeaders(app);
  // Counted in the database: every instance on one PostgreSQL shares the login and mail limits.
  await app.register(rateLimit, { global: false, store: createDatabaseRateLimitStore(db) });
  // Responses over 1 KB go out as br or gzip, as the client accepts; the chat's text stream opts out
  // (routes/chat/chat-stream.ts) and the web app's files are compressed at build.
  // Up to 512 KB (every API answer) in one synchronous call: the stream pipeline costs more than it spares here.
  // Request bodies are never decompressed: one with a Content-Encoding gets 415 (plugins/refuse-encoded-bodies.ts).
  await app.register(compress, { threshold: 1024, syncThreshold: 512 * 1024, encodings: ['br', 'gzip'], globalDecompression: false });
  // JSON answers are compressed once per distinct body and sent from the kept copy afterwards.
  await app.register(compressedJsonCopiesPlugin, { maxBytes: 16 * 1024 * 1024 });
  await app.register(formbody);
  await app.register(swagger, {
    openapi: {
      info: { title: 'Cephalo API', version: '0.1.0' },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  // App plugins.
  await app.register(errorHandlerPlugin);
  await app.register(detailLanguagePlugin);
  await app.register(connectionsPerClientPlugin, { max: config.MAX_CONNECTIONS_PER_CLIENT, trustProxy: config.TRUST_PROXY });
  await app.register(refuseEncodedBodiesPlugin);
  await app.register(jsonBodyPlugin);
  await app.register(noStorePlugin);
  await app.register(refuseNulCharactersPlugin);
  await app.register(requestContextPlugin);
  await app.register(metricsPlugin);
  const jwtSecret = await resolveSigningKey(config, db);
  const sessions = createSessionCache({ recheckSeconds: checkedSessionRead.lifetimeSeconds(config), ...(now ? { now } : {}) });
  await app.register(authPlugin, {
    accessTokens: createAccessTokenSigner(jwtSecret, { ttlMinutes: config.ACCESS_TOKEN_TTL_MINUTES, rememberedDays: config.REMEMBERED_SESSION_DAYS }, now),
    sessions,
  });
  await app.register(accessTrailPlugin, { secret: config.ACCESS_TRAIL_SECRET ?? jwtSecret });
  const reads =
    listenForChanges && config.READ_CACHE_MB > 0 ? createReadCache({ maxChars: config.READ_CACHE_MB * 500_000, ...(now ? { now } : {}) }) : noReadCache;
  app.decorate('reads', cachedReadsOf(reads, db));
  if (listenForChanges) {
    const stopListening = await listenForChanges({
      onChange: ({ accountId, endsSessions }) => {
        reads.forget(accountId);
        // A diary entry or an answer leaves the session as it was: the asker's next request is not checked again.
        if (endsSessions) sessions.forgetUser(accountId);
      },
      // While the feed is down nobody would hear of a change: nothing is kept, every read goes
      // to the database. Back, it starts empty, since what changed meanwhile was not announced.
      onLost: () => {
        reads.suspend();
        sessions.suspend();
      },
      onRestored: () => {
        reads.resume();
        sessions.resume();
      },
    });
    app.addHook('onClose', async () => stopListening());
  }
  // Read your own writes: a change notification may take milliseconds to come back, so a
  // successful write drops its author's copies on this instance before it answers.
  app.addHook('onSend', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && request.session && reply.statusCode < 400) reads.forget(request.session.id);
  });

  await app.register(uploadsPlugin, { folder: config.uploadsDir });
  await app.register(mailPlugin);

  // Routes.
  await app.register(apiRoutes, { prefix: '/api' });
  await app.register(webAppPlugin, { distDir: config.WEB_DIST_DIR });
  // Closing waits for mails still being sent after their answers, before anything else closes:
  // onClose hooks run last-added first, so this one runs before the mailer's, and the caller
  // closes the database only after the app.
  app.addHook('onClose', async () => settleAfterAnswerTasks(app));
  return app;
}
export type App = Awaited<ReturnType<typeof buildApp>>;
