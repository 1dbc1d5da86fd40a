import { useMutation } from '@tanstack/react-query';
import { DiaryEntrySchema, type DiaryEntry } from '@cephalo/shared/diary';
import type { AttackEndInput, AttackInput } from '@cephalo/shared/diary-attack';
import { apiRequest } from '../../../lib/api-client';
import { isUnreachable, queueAttack, queueAttackEnd } from '../../../lib/offline-queue';
import { serverErrorMessage } from '../../../lib/server-error-message';
import { useRememberSavedEntry } from './save-diary-entry';
import { t } from '../../../i18n/i18n';

/** POST /api/diaries/attacks: the attack goes into the entry of its day (merged with the day's others). */
export const recordAttack = (input: AttackInput): Promise<DiaryEntry> =>
  apiRequest('/diaries/attacks', DiaryEntrySchema, { method: 'POST', body: { json: input } });

/** POST /api/diaries/attacks/end: "It ended". */
export const endAttack = (input: AttackEndInput): Promise<DiaryEntry> =>
  apiRequest('/diaries/attacks/end', DiaryEntrySchema, { method: 'POST', body: { json: input } });

export const attackErrorMessage = (error: unknown): string => serverErrorMessage(error, t('attack.saveFailed'));

/** Saved in the diary, or kept on this device to be sent when the connection returns (decision 026). */
export type RecordedAttack = { entry: DiaryEntry } | { waiting: AttackInput };

/** Sends the attack; without a connection it is kept on the device (lib/offline-queue.ts). A refusal of the server stays an error. */
const recordOrKeep = async (input: AttackInput): Promise<RecordedAttack> => {
  try {
    return { entry: await recordAttack(input) };
  } catch (error) {
    if (!isUnreachable(error)) throw error;
    queueAttack(input);
    return { waiting: input };
  }
};

export const useRecordAttack = ({ onSuccess }: { onSuccess: (recorded: RecordedAttack) => void }) => {
  const rememberSavedEntry = useRememberSavedEntry();
  return useMutation({
    mutationFn: recordOrKeep,
    // Tried even when the browser says it is offline (React Query would pause it): without a
    // connection the attack is kept on the device at once.
    networkMode: 'always',
    onSuccess: (recorded) => {
      if ('entry' in recorded) rememberSavedEntry(recorded.entry);
      onSuccess(recorded);
    },
  });
};

/** Ended in the diary, or the end kept on this device to be sent after its attack (decision 026). */
export type EndedAttack = { entry: DiaryEntry } | { waiting: AttackEndInput };

/** Sends "It ended"; without a connection the end is kept on the device, behind the attack it ends when that waits too. */
const endOrKeep = async (input: AttackEndInput): Promise<EndedAttack> => {
  try {
    return { entry: await endAttack(input) };
  } catch (error) {
    if (!isUnreachable(error)) throw error;
    queueAttackEnd(input);
    return { waiting: input };
  }
};

export const useEndAttack = ({ onSuccess }: { onSuccess: (ended: EndedAttack) => void }) => {
  const rememberSavedEntry = useRememberSavedEntry();
  return useMutation({
    mutationFn: endOrKeep,
    // As for the attack itself: tried offline too, and kept on the device at once.
    networkMode: 'always',
    onSuccess: (ended) => {
      if ('entry' in ended) rememberSavedEntry(ended.entry);
      onSuccess(ended);
    },
  });
};
