import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { DiaryFormInput, DiaryFormValues } from '../diary-form-values';
import { saveDiaryDraft } from '../diary-draft';

/**
 * Keeps what is typed in the diary form as a draft of its date (diary-draft.ts) while the form is
 * open: every answer the patient changes is written at once, so closing the app loses nothing.
 * Changing the date is not an answer: the form then shows that date's entry or draft instead
 * (withDiaryDraft).
 */
export function useDiaryDraft(form: UseFormReturn<DiaryFormInput, unknown, DiaryFormValues>, userId: string | null) {
  useEffect(() => {
    if (userId === null) return;
    const subscription = form.watch((_values, { name }) => {
      if (name === undefined || name === 'input_date') return;
      saveDiaryDraft(userId, form.getValues());
    });
    return () => subscription.unsubscribe();
  }, [form, userId]);
}
