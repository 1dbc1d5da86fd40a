import { Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconTrash, IconUpload } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useT } from '../i18n/use-t';
import { isApiError } from '../lib/api-client';
import { hasPhoto } from '../lib/profile-photo';
import { PHOTO_TEXTS, PhotoView, type PhotoKind } from './photo-view';

interface PhotoAction<Input> {
  mutate: (input: Input, callbacks: { onSuccess: () => void; onError: (error: unknown) => void }) => void;
  isPending: boolean;
}

interface PhotoEditorProps {
  url: string | null | undefined;
  /** A profile photo or a clinic photo. */
  kind: PhotoKind;
  upload: PhotoAction<File>;
  remove: PhotoAction<void>;
  /** People are shown in a circle, a clinic's picture as a rounded square. */
  radius?: string;
  fallback?: string;
}

/** The picture types the server reads (photos/normalize-photo.ts). */
const PICTURE_TYPES = 'image/jpeg,image/png,image/webp,image/gif';

/**
 * A photo with its Update (images only) and Delete buttons. Spec section 8: a failed upload or
 * delete leaves the old picture; the outcome is read out to screen-reader users, who cannot see
 * whether the picture changed, and a refused file shows the server's reason under the buttons
 * ("Please choose a JPEG, PNG, WebP or GIF picture"), so nobody wonders why nothing happened.
 */
export function PhotoEditor({ url, kind, upload, remove, radius = '50%', fallback }: PhotoEditorProps) {
  const t = useT();
  const texts = PHOTO_TEXTS[kind];
  const label = t(texts.label);
  const resetFileInput = useRef<() => void>(null);
  const [announcement, setAnnouncement] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const isBusy = upload.isPending || remove.isPending;

  const pickFile = (file: File | null) => {
    // Cleared at once, so picking the same file again is a new choice.
    resetFileInput.current?.();
    if (!file) return;
    setAnnouncement('');
    setRefusal(null);
    upload.mutate(file, {
      onSuccess: () => setAnnouncement(t(texts.updated)),
      onError: (error) => {
        console.warn(`${kind} photo upload failed`, error);
        // A 4xx says what was wrong with the file; anything else is not the person's to fix.
        if (isApiError(error) && error.status < 500 && error.detail) setRefusal(error.detail);
        else setAnnouncement(t(texts.notUpdated));
      },
    });
  };

  const deletePhoto = () => {
    setAnnouncement('');
    setRefusal(null);
    remove.mutate(undefined, {
      onSuccess: () => setAnnouncement(t(texts.deleted)),
      onError: (error) => {
        console.warn(`${kind} photo delete failed`, error);
        setAnnouncement(t(texts.notDeleted));
      },
    });
  };

  return (
    <Stack gap="sm" align="center" role="group" aria-label={label}>
      <PhotoView url={url} kind={kind} radius={radius} {...(fallback ? { fallback } : {})} />
      <Group gap="xs" justify="center">
        <FileButton onChange={pickFile} accept={PICTURE_TYPES} resetRef={resetFileInput} disabled={isBusy}>
          {(props) => (
            <Button {...props} size="xs" variant="light" leftSection={<IconUpload size={16} aria-hidden />} loading={upload.isPending} disabled={isBusy}>
              {t('photo.update')}
            </Button>
          )}
        </FileButton>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconTrash size={16} aria-hidden />}
          onClick={deletePhoto}
          loading={remove.isPending}
          disabled={isBusy || !hasPhoto(url)}
        >
          {t('common.delete')}
        </Button>
      </Group>
      {refusal && (
        <Text size="xs" c="var(--cephalo-danger-text)" ta="center" maw={220} role="alert">
          {refusal}
        </Text>
      )}
      <span className="sr-only" role="status">
        {announcement}
      </span>
    </Stack>
  );
}
