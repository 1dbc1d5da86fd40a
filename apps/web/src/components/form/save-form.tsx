import { Button, Group, Stack, type MantineSpacing } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { useT } from '../../i18n/use-t';
import { FormErrorAlert } from '../form-error-alert';

interface SaveFormProps {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void | Promise<void>;
  /** The submit button's words, e.g. "Save Changes". */
  submitLabel: string;
  isSaving: boolean;
  onCancel: () => void;
  /** The refusal the form shows by its buttons: what did not happen, and the error that says why. */
  refusal?: { title: string; error: unknown } | null;
  /** The form's accessible name, where the page around it does not give one. */
  label?: string;
  gap?: MantineSpacing;
  /** The fields. */
  children: ReactNode;
}

/**
 * A form that saves: its fields, the server's refusal and then Cancel and the submit button. Cancel
 * waits while a save is under way, so the form never closes under a save that then fails.
 */
export function SaveForm({ onSubmit, submitLabel, isSaving, onCancel, refusal, label, gap = 'md', children }: SaveFormProps) {
  const t = useT();
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate {...(label ? { 'aria-label': label } : {})}>
      <Stack gap={gap}>
        {children}
        {/* Next to the buttons, so a phone user sees the refusal without scrolling back up. */}
        {refusal && <FormErrorAlert title={refusal.title} error={refusal.error} />}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={isSaving}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={isSaving}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
