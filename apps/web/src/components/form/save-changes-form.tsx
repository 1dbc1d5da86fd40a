import type { FormEvent, ReactNode } from 'react';
import type { SaveDialogProps } from '../../hooks/use-save-dialog';
import { useT } from '../../i18n/use-t';
import { SaveForm } from './save-form';

interface SaveChangesFormProps {
  /** The dialog's save under way, its last refusal and its way out. */
  dialog: Pick<SaveDialogProps<never>, 'isSaving' | 'saveError' | 'onClose'>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void | Promise<void>;
  /** Whether the refusal is left for the alert: the server named no field that shows it (useServerCheckedForm). */
  isAlertNeeded: boolean;
  children: ReactNode;
}

/**
 * The form of a dialog that edits stored details (a person's profile, the clinic's): the same
 * "Save Changes" and "Not saved" wherever such details are edited, and Cancel closes the dialog.
 */
export function SaveChangesForm({ dialog: { isSaving, saveError, onClose }, onSubmit, isAlertNeeded, children }: SaveChangesFormProps) {
  const t = useT();
  return (
    <SaveForm
      onSubmit={onSubmit}
      submitLabel={t('profile.saveChanges')}
      isSaving={isSaving}
      onCancel={onClose}
      refusal={isAlertNeeded ? { title: t('profile.notSaved'), error: saveError } : null}
    >
      {children}
    </SaveForm>
  );
}
