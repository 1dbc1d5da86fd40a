import type { Database } from '../../db/database';
import type { PhotoStorage } from '../../photos/photo-storage';
import { removeStoredPhoto } from '../../photos/replace-stored-photo';
import { swapProfilePhotoUrl, type PhotoOwner } from './swap-profile-photo-url';

/** Removes the owner's photo (a person's or a clinic's): the record first, then the file. */
export async function removeProfilePhoto({ db, storage, owner }: { db: Database; storage: PhotoStorage; owner: PhotoOwner }): Promise<void> {
  await removeStoredPhoto({ storage, clearUrl: () => swapProfilePhotoUrl({ db, owner, url: null }) });
}
