import { Avatar } from '@mantine/core';
import { hasPhoto, photoSource } from '../lib/profile-photo';

interface PhotoViewProps {
  url: string | null | undefined;
  /** "Profile photo" or "Clinic photo": the picture's name for screen readers. */
  label: string;
  size?: number;
  radius?: string;
  /** The blank picture when there is no photo (a person by default). */
  fallback?: string;
}

/** A stored photo, or the default blank picture when there is none. */
export function PhotoView({ url, label, size = 112, radius = '50%', fallback }: PhotoViewProps) {
  const isPhoto = hasPhoto(url);
  return (
    <Avatar
      src={photoSource(url, fallback)}
      alt={isPhoto ? label : `No ${label.toLowerCase()} yet`}
      size={size}
      radius={radius}
      style={{ border: '1px solid var(--mantine-color-gray-3)', flexShrink: 0 }}
    />
  );
}
