import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { storedPhotos } from '../db/schema';
import { UPLOADS_PREFIX, type PhotoStorage } from './photo-storage';

/** The names this storage gives: a UUID and the image type. Nothing else is looked up or removed. */
export const STORED_PHOTO_NAME = /^[0-9a-f-]{36}\.(webp|png|jpg)$/;

const CONTENT_TYPES: Record<string, string> = { webp: 'image/webp', png: 'image/png', jpg: 'image/jpeg' };

/**
 * Photos in the database (table stored_photos): every instance on one PostgreSQL serves them,
 * and a backup of the database holds them.
 */
export function createDatabasePhotoStorage(db: Database): PhotoStorage {
  return {
    async save(bytes, extension) {
      const name = `${crypto.randomUUID()}.${extension}`;
      await db.insert(storedPhotos).values({ name, contentType: CONTENT_TYPES[extension] ?? 'application/octet-stream', bytes });
      return `${UPLOADS_PREFIX}${name}`;
    },
    async remove(publicPath) {
      if (!publicPath?.startsWith(UPLOADS_PREFIX)) return;
      const name = publicPath.slice(UPLOADS_PREFIX.length);
      if (!STORED_PHOTO_NAME.test(name)) return;
      await db.delete(storedPhotos).where(eq(storedPhotos.name, name));
    },
  };
}

/** A stored photo by its name, or null. */
export async function readStoredPhoto(db: Database, name: string): Promise<{ contentType: string; bytes: Buffer } | null> {
  if (!STORED_PHOTO_NAME.test(name)) return null;
  const [photo] = await db.select({ contentType: storedPhotos.contentType, bytes: storedPhotos.bytes }).from(storedPhotos).where(eq(storedPhotos.name, name));
  return photo ?? null;
}

/**
 * Moves the photos an earlier version kept as files in `folder` into the database (once: each
 * file is removed after its row is written), so existing profile pictures keep showing.
 */
export async function importPhotoFiles({ db, folder, log }: { db: Database; folder: string; log: FastifyBaseLogger }): Promise<number> {
  const names = await fs.readdir(folder).catch(() => [] as string[]);
  let imported = 0;
  for (const name of names.filter((candidate) => STORED_PHOTO_NAME.test(candidate))) {
    const file = path.join(folder, name);
    // Another process starting on the same folder (two instances, a second test app) may have
    // moved this file already; its row is in the database then.
    const bytes = await fs.readFile(file).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return null;
      throw error;
    });
    if (!bytes) continue;
    await db
      .insert(storedPhotos)
      .values({ name, contentType: CONTENT_TYPES[name.split('.').pop()!] ?? 'application/octet-stream', bytes })
      .onConflictDoNothing();
    await fs.rm(file, { force: true });
    imported += 1;
  }
  if (imported > 0) log.info({ imported }, 'photo files moved into the database');
  return imported;
}
