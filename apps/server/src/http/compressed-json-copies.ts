import zlib from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';

/** Below this a compressed body is not worth the work (the threshold of @fastify/compress too). */
const MIN_BYTES = 1024;

/**
 * Compresses JSON answers once per distinct body: the same diary month, forecast or patient list
 * asked again is sent from a kept compressed copy, found by the exact text, so a copy can
 * never be stale. Other responses (files, the chat's text stream) are left to @fastify/compress.
 * The copies are found by the text itself: a kept read is serialized to the very same string each
 * time (http/precompiled-serializer.ts), whose hash V8 computes once.
 */
export const compressedJsonCopiesPlugin = fp(async (app: FastifyInstance, { maxBytes }: { maxBytes: number }) => {
  const negotiator = new Negotiator({ supportedValues: ['br', 'gzip'] });
  const copiesFor = () => new LRUCache<string, Buffer>({ maxSize: Math.max(1, maxBytes / 2), sizeCalculation: (copy, body) => copy.length + body.length });
  const copies = { br: copiesFor(), gzip: copiesFor() };
  const compress = {
    br: (body: string) => zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }),
    gzip: (body: string) => zlib.gzipSync(body, { level: 6 }),
  };

  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' || payload.length < MIN_BYTES || reply.getHeader('content-encoding')) return payload;
    if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json')) return payload;
    const encoding = negotiator.negotiate(String(request.headers['accept-encoding'] ?? ''));
    if (!encoding) return payload;
    let copy = copies[encoding].get(payload);
    if (!copy) {
      copy = compress[encoding](payload);
      copies[encoding].set(payload, copy);
    }
    reply.header('content-encoding', encoding).header('vary', 'accept-encoding').removeHeader('content-length');
    return copy;
  });
});
