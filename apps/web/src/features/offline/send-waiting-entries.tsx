import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { DiaryEntryInputSchema, DiaryEntryListSchema, DiaryEntrySchema, type DiaryEntryInput } from '@cephalo/shared/diary';
import type { AttackEndInput } from '@cephalo/shared/diary-attack';
import { clearHeadacheDetails } from '@cephalo/shared/diary-headache-details';
import { ApiError, apiRequest } from '../../lib/api-client';
import { diaryQueryKeys } from '../../lib/diary-query-keys';
import { isSameEntry, sendQueued, type QueuedItem } from '../../lib/offline-queue';

/**
 * A diary entry saved offline. POST /api/diaries replaces the day's entry, and the day may have
 * been written elsewhere since (another device, an attack): only a day without an entry takes it.
 * A day holding exactly this entry was sent before (its answer lost): nothing to do. A day holding
 * another entry is refused here, as the server would answer 409, so the patient decides.
 */
const sendEntry = async (body: DiaryEntryInput): Promise<void> => {
  const date = body.input_date;
  const [stored] = await apiRequest(`/diaries/user/?${new URLSearchParams({ from: date, to: date }).toString()}`, DiaryEntryListSchema);
  if (stored) {
    const parsed = DiaryEntryInputSchema.safeParse(body);
    if (parsed.success && isSameEntry(stored, clearHeadacheDetails(parsed.data))) return;
    throw new ApiError(409, `your diary already has an entry for ${date}, saved since. Open that day to change it, then discard this one.`);
  }
  await apiRequest('/diaries', DiaryEntrySchema, { method: 'POST', body: { json: body } });
};

/**
 * POST /api/diaries/attacks/end, as "It ended" sends it online. A day whose attack already has
 * this end was sent before (its answer lost): nothing to do.
 */
const sendAttackEnd = async (body: AttackEndInput): Promise<void> => {
  const date = body.input_date;
  const [stored] = await apiRequest(`/diaries/user/?${new URLSearchParams({ from: date, to: date }).toString()}`, DiaryEntryListSchema);
  if (stored?.headache_end === body.headache_end) return;
  await apiRequest('/diaries/attacks/end', DiaryEntrySchema, { method: 'POST', body: { json: body } });
};

/** POST /api/diaries/attacks, as "Headache now" sends it online: a repeat of the same attack merges into the day unchanged. */
const sendItem = async (item: QueuedItem): Promise<void> => {
  if (item.kind === 'entry') return sendEntry(item.body);
  if (item.kind === 'attack-end') return sendAttackEnd(item.body);
  await apiRequest('/diaries/attacks', DiaryEntrySchema, { method: 'POST', body: { json: item.body } });
};

/**
 * Sends what was saved offline (lib/offline-queue.ts) when the app starts signed in and whenever
 * the connection returns; the diary then reads its days again. Draws nothing.
 */
export function SendWaitingEntries() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const send = async () => {
      if ((await sendQueued(sendItem)) > 0) await queryClient.invalidateQueries({ queryKey: diaryQueryKeys.all });
    };
    void send();
    window.addEventListener('online', send);
    return () => window.removeEventListener('online', send);
  }, [queryClient]);
  return null;
}
