import type { MultipartFile } from '@fastify/multipart';
import { BadRequestError } from '../errors/http-errors';
import { normalizePhoto } from './normalize-photo';
import type { PhotoStorage } from './photo-storage';

/**
 * Replaces a photo: decode and re-encode the upload, store it under a new name, point the record
 * at it, then remove the old file. A failure at any step leaves the old photo as it was.
 */
export async function replaceStoredPhoto({
  storage,
  file,
  swapUrl,
}: {
  storage: PhotoStorage;
  file: MultipartFile | undefined;
  /** Writes the new path and answers the previous one. */
  swapUrl(newUrl: string): Promise<string | null>;
}): Promise<string> {
  if (!file || file.fieldname !== 'file') throw new BadRequestError('Send the picture as the multipart field "file".');
  const normalized = await normalizePhoto(await file.toBuffer());
  const newUrl = await storage.save(normalized, 'webp');
  let previousUrl: string | null;
  try {
    previousUrl = await swapUrl(newUrl);
  } catch (error) {
    await storage.remove(newUrl);
    throw error;
  }
  await storage.remove(previousUrl);
  return newUrl;
}

/** Clears a photo: the record first, then the file. */
export async function removeStoredPhoto({ storage, clearUrl }: { storage: PhotoStorage; clearUrl(): Promise<string | null> }) {
  await storage.remove(await clearUrl());
}
