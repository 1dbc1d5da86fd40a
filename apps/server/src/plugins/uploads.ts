import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { readVisiblePhoto } from '../domain/profile-photos/read-visible-photo';
import { createDatabasePhotoStorage, importPhotoFiles } from '../photos/database-photo-storage';
import { MAX_PHOTO_BYTES } from '../photos/normalize-photo';
import { UPLOADS_PREFIX, type PhotoStorage } from '../photos/photo-storage';
import { sessionOf } from './auth';

declare module 'fastify' {
  interface FastifyInstance {
    photoStorage: PhotoStorage;
  }
}

/**
 * Multipart uploads (one file, at most 5 MB) and the stored photos, kept in the database and
 * served from the same host under /uploads/ with their real image type, nosniff (helmet) and a
 * policy that runs nothing. `folder` is where earlier versions kept them as files: those move in.
 *
 * A photo is served only with a session (the Bearer header, as every API call) and only to those
 * who may see it (domain/profile-photos/read-visible-photo.ts): anyone else gets the same 404 as
 * for a photo that does not exist. The web app fetches it with the token into a blob URL, which
 * lives in the page's memory only (docs/decisions/010-safe-by-default.md, "Photos").
 */
export const uploadsPlugin = fp(async (app: FastifyInstance, options: { folder: string }) => {
  await importPhotoFiles({ db: app.db, folder: options.folder, log: app.log });
  app.decorate('photoStorage', createDatabasePhotoStorage(app.db));
  await app.register(multipart, { limits: { fileSize: MAX_PHOTO_BYTES, files: 1, fields: 4, parts: 5 }, throwFileSizeLimit: true });
  app.get<{ Params: { name: string } }>(`${UPLOADS_PREFIX}:name`, { schema: { hide: true }, onRequest: app.authenticate }, async (request, reply) => {
    const session = sessionOf(request);
    const photo = await readVisiblePhoto({ db: app.db, viewer: { id: session.id, role: session.role, clinicId: session.clinicId }, name: request.params.name });
    if (!photo) return reply.code(404).send({ detail: 'Not found' });
    return (
      reply
        .header('Content-Security-Policy', "default-src 'none'; img-src 'self'; sandbox")
        // A photo is personal: kept by no cache, the browser's included, so nothing of it is left on
        // the computer after logout (the web app holds it in memory while a screen shows it).
        .header('Cache-Control', 'private, no-store')
        .type(photo.contentType)
        .send(photo.bytes)
    );
  });
});
