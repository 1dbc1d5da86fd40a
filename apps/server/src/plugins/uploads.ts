import fs from 'node:fs';
import fastifyStatic from '@fastify/static';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { MAX_PHOTO_BYTES } from '../photos/normalize-photo';
import { UPLOADS_PREFIX, createLocalPhotoStorage, type PhotoStorage } from '../photos/photo-storage';

declare module 'fastify' {
  interface FastifyInstance {
    photoStorage: PhotoStorage;
  }
}

/**
 * Multipart uploads (one file, at most 5 MB) and the stored photos, served from the same host
 * under /uploads/ with their real image type, nosniff (helmet) and a policy that runs nothing.
 */
export const uploadsPlugin = fp(async (app: FastifyInstance, options: { folder: string }) => {
  fs.mkdirSync(options.folder, { recursive: true });
  app.decorate('photoStorage', createLocalPhotoStorage(options.folder));
  await app.register(multipart, { limits: { fileSize: MAX_PHOTO_BYTES, files: 1, fields: 4, parts: 5 }, throwFileSizeLimit: true });
  await app.register(fastifyStatic, {
    root: options.folder,
    prefix: UPLOADS_PREFIX,
    decorateReply: false,
    index: false,
    dotfiles: 'deny',
    // Our own Cache-Control below, not the plugin's public default.
    cacheControl: false,
    setHeaders(response) {
      response.setHeader('Content-Security-Policy', "default-src 'none'; img-src 'self'; sandbox");
      // A photo is personal: kept by the person's own browser only, never by a shared cache.
      response.setHeader('Cache-Control', 'private, max-age=86400');
    },
  });
});
