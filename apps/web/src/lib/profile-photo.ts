import { displayText } from '@cephalo/shared/profile-text';
import { STORAGE_KEYS } from './auth-storage';
import defaultProfilePhoto from '../assets/default-profile-photo.svg';

export { defaultProfilePhoto };

/** A stored photo path: relative to the site root (`/uploads/<uuid>.webp`), never another host. */
export const hasPhoto = (url: string | null | undefined): url is string => {
  const path = displayText(url);
  return path.startsWith('/') && !path.startsWith('//');
};

/**
 * The picture to show for a stored photo path; anything else (null, the legacy "None", another
 * host) shows the default blank picture.
 */
export const photoSource = (url: string | null | undefined, fallback: string = defaultProfilePhoto): string => (hasPhoto(url) ? url : fallback);

/** Spec section 3: the client keeps the user's photo path under `profilePhoto`. */
export const saveProfilePhoto = (url: string | null): void => {
  try {
    if (hasPhoto(url)) window.localStorage.setItem(STORAGE_KEYS.profilePhoto, url);
    else window.localStorage.removeItem(STORAGE_KEYS.profilePhoto);
  } catch {
    // Blocked storage only loses the cached path; the screens read the photo from the API.
  }
};

export const readProfilePhoto = (): string => {
  try {
    return photoSource(window.localStorage.getItem(STORAGE_KEYS.profilePhoto));
  } catch {
    return defaultProfilePhoto;
  }
};
