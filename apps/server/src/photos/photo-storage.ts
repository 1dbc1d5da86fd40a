import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/** Where photos live: a local folder by default; an S3-compatible store can implement the same. */
export interface PhotoStorage {
  /** Stores the bytes under a new random name and returns the public path (/uploads/...). */
  save(bytes: Buffer, extension: string): Promise<string>;
  /** Removes a stored photo by its public path; unknown or foreign paths are ignored. */
  remove(publicPath: string | null): Promise<void>;
}

export const UPLOADS_PREFIX = '/uploads/';

export function createLocalPhotoStorage(folder: string): PhotoStorage {
  return {
    async save(bytes, extension) {
      await fs.mkdir(folder, { recursive: true });
      const name = `${crypto.randomUUID()}.${extension}`;
      await fs.writeFile(path.join(folder, name), bytes, { flag: 'wx' });
      return `${UPLOADS_PREFIX}${name}`;
    },
    async remove(publicPath) {
      if (!publicPath?.startsWith(UPLOADS_PREFIX)) return;
      const name = path.basename(publicPath);
      // Only names this storage makes; never a path outside the folder.
      if (!/^[0-9a-f-]{36}\.(webp|png|jpg)$/.test(name)) return;
      await fs.rm(path.join(folder, name), { force: true });
    },
  };
}
