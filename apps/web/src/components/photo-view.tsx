import { Avatar, Skeleton } from '@mantine/core';
import { usePhotoObjectUrl } from '../hooks/use-photo-object-url';
import type { MessageKey } from '../i18n/i18n';
import { useT } from '../i18n/use-t';
import { defaultProfilePhoto, hasPhoto } from '../lib/profile-photo';

/** Whose photo: a person's profile photo or a clinic's. */
export type PhotoKind = 'profile' | 'clinic';

/** The words of each kind of photo: its name for screen readers and what is said of it. */
export const PHOTO_TEXTS = {
  profile: {
    label: 'profile.photo',
    missing: 'photo.profile.missing',
    updated: 'photo.profile.updated',
    notUpdated: 'photo.profile.notUpdated',
    deleted: 'photo.profile.deleted',
    notDeleted: 'photo.profile.notDeleted',
  },
  clinic: {
    label: 'clinic.photo',
    missing: 'photo.clinic.missing',
    updated: 'photo.clinic.updated',
    notUpdated: 'photo.clinic.notUpdated',
    deleted: 'photo.clinic.deleted',
    notDeleted: 'photo.clinic.notDeleted',
  },
} as const satisfies Record<PhotoKind, Record<string, MessageKey>>;

interface PhotoViewProps {
  url: string | null | undefined;
  /** A profile photo or a clinic photo: names the picture for screen readers. */
  kind: PhotoKind;
  size?: number;
  radius?: string;
  /** The blank picture when there is no photo (a person by default). */
  fallback?: string;
}

/**
 * A stored photo, or the default blank picture when there is none (or it could not be loaded:
 * spec section 8, only logged). The photo is fetched with the session's token (a plain img
 * request carries none, and the server shows photos only to those who may see them); its stored
 * path stays on the picture as `data-photo-path`.
 */
export function PhotoView({ url, kind, size = 112, radius = '50%', fallback = defaultProfilePhoto }: PhotoViewProps) {
  const t = useT();
  const path = hasPhoto(url) ? url : null;
  const { objectUrl, hasFailed } = usePhotoObjectUrl(path);
  const style = { border: '1px solid var(--mantine-color-gray-3)', flexShrink: 0 };
  if (path && !objectUrl && !hasFailed) return <Skeleton width={size} height={size} radius={radius} style={{ flexShrink: 0 }} aria-hidden />;
  return objectUrl ? (
    <Avatar
      src={objectUrl}
      alt={t(PHOTO_TEXTS[kind].label)}
      size={size}
      radius={radius}
      style={style}
      imageProps={{ 'data-photo-path': path } as React.ComponentProps<'img'>}
    />
  ) : (
    <Avatar src={fallback} alt={t(PHOTO_TEXTS[kind].missing)} size={size} radius={radius} style={style} />
  );
}
