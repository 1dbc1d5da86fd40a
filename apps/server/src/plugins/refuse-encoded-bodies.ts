import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../errors/http-errors';

/**
 * No route takes a compressed request body (the web app sends none), so one with a
 * Content-Encoding is refused with 415 before it is read. Decompressing them (@fastify/compress
 * does by default) stalled a GET with a 200 KB gzip body: nothing read the inflated stream, the
 * connection stopped answering and held a shutdown (issue 37). Refused here, the body is read off
 * the connection and thrown away by Node, so the connection carries the next request; a body
 * larger than any route takes closes it instead.
 */
export const refuseEncodedBodiesPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (request, reply) => {
    const encoding = request.headers['content-encoding']?.trim().toLowerCase();
    if (!encoding || encoding === 'identity') return;
    const declaredLength = Number(request.headers['content-length'] ?? 0);
    const hasBody = request.headers['transfer-encoding'] !== undefined || declaredLength > 0;
    if (!hasBody) return;
    if (declaredLength > (app.initialConfig.bodyLimit ?? 0)) reply.header('connection', 'close');
    throw new HttpError(415, 'Send the request body uncompressed, without a Content-Encoding header.');
  });
});
