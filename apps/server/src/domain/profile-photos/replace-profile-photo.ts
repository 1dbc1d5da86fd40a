import type { MultipartFile } from '@fastify/multipart';
import type { Database } from '../../db/database';
import type { PhotoStorage } from '../../photos/photo-storage';
import { replaceStoredPhoto } from '../../photos/replace-stored-photo';
import { swapProfilePhotoUrl, type PhotoOwner } from './swap-profile-photo-url';

/** Stores an uploaded photo as the owner's (a person or a clinic) and answers its address. */
export async function replaceProfilePhoto({
  db,
  storage,
  owner,
  file,
}: {
  db: Database;
  storage: PhotoStorage;
  owner: PhotoOwner;
  file: MultipartFile | undefined;
}): Promise<string> {
  return replaceStoredPhoto({ storage, file, swapUrl: (url) => swapProfilePhotoUrl({ db, owner, url }) });
}
