import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { COLOR_SCHEME_SCRIPT } from '@cephalo/shared/color-scheme-first-paint';

/** The pages' one inline script (their colour scheme before the first paint), allowed by its hash and by nothing else. */
export const COLOR_SCHEME_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(COLOR_SCHEME_SCRIPT).digest('base64')}'`;

/**
 * Helmet's security headers on every answer, with the app's content security policy. The
 * middleware is made once: @fastify/helmet made it anew for every request (parsing the policy
 * each time), which was a fifth of the server's work on a cached read such as the doctor's
 * patient list (issue 14, bench:http).
 */
export function addSecurityHeaders(app: FastifyInstance): void {
  const applyHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // The voice recorder (extendable-media-recorder) runs its WAV encoder in a worker, and in
        // browsers without a native PCM recorder an audio worklet, both loaded from blob: URLs that
        // only the app's own scripts can create (docs/decisions/007).
        scriptSrc: ["'self'", 'blob:', COLOR_SCHEME_SCRIPT_SOURCE],
        workerSrc: ["'self'", 'blob:'],
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
  app.addHook('onRequest', (request, reply, done) => applyHeaders(request.raw, reply.raw, (error) => done(error instanceof Error ? error : undefined)));
}
