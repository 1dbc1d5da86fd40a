import crypto from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * A proxy's or client's request id is kept when it is a short plain token (letters, digits, dot,
 * underscore, dash): anything longer or richer could carry an e-mail address or a token into
 * every log line. Otherwise the server makes its own.
 */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** Fastify's `genReqId`: the request id of each log line of a request, echoed in `x-request-id`. */
export function requestIdOf(request: IncomingMessage): string {
  const incoming = request.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && SAFE_REQUEST_ID.test(incoming) ? incoming : crypto.randomUUID();
}

/**
 * Each answer names its request id, so a user's report or a proxy's log leads to the server's
 * lines; once the access gate (routes/access-gate.ts) has found the session, the request's
 * lines carry the user id as well. Only the id: never the e-mail, the token or anything the
 * request is about.
 */
export const requestContextPlugin = fp(async (app: FastifyInstance) => {
  // preParsing runs after every onRequest hook, the gate's included, and before the handler logs anything.
  app.addHook('preParsing', async (request, reply) => {
    if (!request.session) return;
    const log = request.log.child({ userId: request.session.id });
    request.log = log;
    // The "request completed" line is written with the reply's logger.
    reply.log = log;
  });
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    return payload;
  });
});
