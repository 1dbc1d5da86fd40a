import { useMutation } from '@tanstack/react-query';
import { DiaryEntrySchema, type DiaryEntry } from '@cephalo/shared/diary';
import type { AttackEndInput, AttackInput } from '@cephalo/shared/diary-attack';
import { apiRequest } from '../../../lib/api-client';
import { serverErrorMessage } from '../../../lib/server-error-message';
import { useRememberSavedEntry } from './save-diary-entry';

/** POST /api/diaries/attacks: the attack goes into the entry of its day (merged with the day's others). */
export const recordAttack = (input: AttackInput): Promise<DiaryEntry> =>
  apiRequest('/diaries/attacks', DiaryEntrySchema, { method: 'POST', body: { json: input } });

/** POST /api/diaries/attacks/end: "It ended". */
export const endAttack = (input: AttackEndInput): Promise<DiaryEntry> =>
  apiRequest('/diaries/attacks/end', DiaryEntrySchema, { method: 'POST', body: { json: input } });

export const attackErrorMessage = (error: unknown): string => serverErrorMessage(error, 'The headache could not be saved. Please try again.');

export const useRecordAttack = ({ onSuccess }: { onSuccess: (entry: DiaryEntry) => void }) => {
  const rememberSavedEntry = useRememberSavedEntry();
  return useMutation({
    mutationFn: recordAttack,
    onSuccess: (entry) => {
      rememberSavedEntry(entry);
      onSuccess(entry);
    },
  });
};

export const useEndAttack = ({ onSuccess }: { onSuccess: (entry: DiaryEntry) => void }) => {
  const rememberSavedEntry = useRememberSavedEntry();
  return useMutation({
    mutationFn: endAttack,
    onSuccess: (entry) => {
      rememberSavedEntry(entry);
      onSuccess(entry);
    },
  });
};
