import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createDatabasePhotoStorage, importPhotoFiles, readStoredPhoto } from '../photos/database-photo-storage';
import { MAX_PHOTO_BYTES } from '../photos/normalize-photo';
import { UPLOADS_PREFIX, type PhotoStorage } from '../photos/photo-storage';

declare module 'fastify' {
  interface FastifyInstance {
    photoStorage: PhotoStorage;
  }
}

/**
 * Multipart uploads (one file, at most 5 MB) and the stored photos, kept in the database and
 * served from the same host under /uploads/ with their real image type, nosniff (helmet) and a
 * policy that runs nothing. `folder` is where earlier versions kept them as files: those move in.
 */
export const uploadsPlugin = fp(async (app: FastifyInstance, options: { folder: string }) => {
  await importPhotoFiles({ db: app.db, folder: options.folder, log: app.log });
  app.decorate('photoStorage', createDatabasePhotoStorage(app.db));
  await app.register(multipart, { limits: { fileSize: MAX_PHOTO_BYTES, files: 1, fields: 4, parts: 5 }, throwFileSizeLimit: true });
  app.get<{ Params: { name: string } }>(`${UPLOADS_PREFIX}:name`, { schema: { hide: true } }, async (request, reply) => {
    const photo = await readStoredPhoto(app.db, request.params.name);
    if (!photo) return reply.code(404).send({ detail: 'Not found' });
    return reply
      .header('Content-Security-Policy', "default-src 'none'; img-src 'self'; sandbox")
      // A photo is personal: kept by the person's own browser only, never by a shared cache. Its
      // name is new for every upload, so a kept copy never goes stale.
      .header('Cache-Control', 'private, max-age=86400, immutable')
      .type(photo.contentType)
      .send(photo.bytes);
  });
});
