import formbody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { createAssistantService, type AssistantService } from './assistant/assistant-service';
import { createAccessTokenSigner } from './auth/access-token';
import { getOrCreateSecret } from './auth/get-or-create-secret';
import type { Config } from './config/env';
import type { Database } from './db/database';
import { authPlugin } from './plugins/auth';
import { errorHandlerPlugin } from './plugins/error-handler';
import { webAppPlugin } from './plugins/web-app';
import { apiRoutes } from './routes/api-routes';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    assistant: AssistantService;
  }
}

export interface BuildAppOptions {
  config: Config;
  db: Database;
  logger?: FastifyServerOptions['logger'];
  /** Tests pass one with a test engine; otherwise made from the configuration. */
  assistant?: AssistantService;
}

/** Composition in a fixed order: external plugins, then app plugins, then routes. */
export async function buildApp({ config, db, logger, assistant }: BuildAppOptions) {
  const app = Fastify({
    logger: logger ?? { level: config.LOG_LEVEL, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    trustProxy: config.TRUST_PROXY ?? false,
    bodyLimit: 1024 * 1024,
    // The specification's paths mix trailing slashes (/diaries/user/, /diaries/{id}/user/).
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('assistant', assistant ?? createAssistantService(config));

  // External plugins.
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine sets style attributes at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'"],
        // Helmet's default would make browsers fetch assets over https, which blanks the app
        // when it is served over plain HTTP on a local network address.
        upgradeInsecureRequests: null,
      },
    },
  });
  await app.register(rateLimit, { global: false });
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
  const jwtSecret = config.JWT_SECRET ?? (await getOrCreateSecret(db, 'jwt'));
  await app.register(authPlugin, { accessTokens: createAccessTokenSigner(jwtSecret, config.ACCESS_TOKEN_TTL_MINUTES) });

  // Routes.
  await app.register(apiRoutes, { prefix: '/api' });
  await app.register(webAppPlugin, { distDir: config.WEB_DIST_DIR });
  return app;
}
export type App = Awaited<ReturnType<typeof buildApp>>;
