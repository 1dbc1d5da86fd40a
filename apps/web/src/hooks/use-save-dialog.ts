import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';

/** What every form dialog of the app takes: whether it is open, the save under way, its refusal, the two ways out. */
export interface SaveDialogProps<Changes> {
  opened: boolean;
  isSaving: boolean;
  saveError: unknown;
  onSave: (changes: Changes) => void;
  onClose: () => void;
}

/** The part of a save (a TanStack mutation) its dialog needs. */
export interface DialogSave<Changes> {
  isPending: boolean;
  error: unknown;
  mutate: (changes: Changes) => void;
  reset: () => void;
}

/**
 * A screen's form dialog and the notice that says what the last save did ("Your profile has been
 * saved."). The save's onSuccess calls `finish`, which closes the dialog and says so; `open`
 * starts afresh, without the last refusal or notice.
 */
export function useSaveDialog() {
  const [isOpen, { open, close }] = useDisclosure(false);
  const [status, setStatus] = useState<string | null>(null);
  return {
    notice: { message: status, onDismiss: () => setStatus(null) },
    /** Says what a change made outside the dialog did, or clears the notice (null). */
    say: setStatus,
    finish: (message: string) => {
      close();
      setStatus(message);
    },
    open: (save: Pick<DialogSave<never>, 'reset'>) => {
      save.reset();
      setStatus(null);
      open();
    },
    props: <Changes>(save: DialogSave<Changes>): SaveDialogProps<Changes> => ({
      opened: isOpen,
      isSaving: save.isPending,
      saveError: save.error,
      onSave: (changes) => save.mutate(changes),
      onClose: close,
    }),
  };
}

export type SaveDialog = ReturnType<typeof useSaveDialog>;
