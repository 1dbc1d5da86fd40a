import { Avatar, Skeleton } from '@mantine/core';
import { usePhotoObjectUrl } from '../hooks/use-photo-object-url';
import { defaultProfilePhoto, hasPhoto } from '../lib/profile-photo';

interface PhotoViewProps {
  url: string | null | undefined;
  /** "Profile photo" or "Clinic photo": the picture's name for screen readers. */
  label: string;
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
export function PhotoView({ url, label, size = 112, radius = '50%', fallback = defaultProfilePhoto }: PhotoViewProps) {
  const path = hasPhoto(url) ? url : null;
  const { objectUrl, hasFailed } = usePhotoObjectUrl(path);
  const style = { border: '1px solid var(--mantine-color-gray-3)', flexShrink: 0 };
  if (path && !objectUrl && !hasFailed) return <Skeleton width={size} height={size} radius={radius} style={{ flexShrink: 0 }} aria-hidden />;
  return objectUrl ? (
    <Avatar src={objectUrl} alt={label} size={size} radius={radius} style={style} imageProps={{ 'data-photo-path': path } as React.ComponentProps<'img'>} />
  ) : (
    <Avatar src={fallback} alt={`No ${label.toLowerCase()} yet`} size={size} radius={radius} style={style} />
  );
}
