import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { DiaryEntrySchema } from '@cephalo/shared/diary';
import { apiRequest } from '../../lib/api-client';
import { diaryQueryKeys } from '../../lib/diary-query-keys';
import { sendQueued, type QueuedItem } from '../../lib/offline-queue';

/** POST /api/diaries/attacks, as "Headache now" sends it online: a repeat of the same attack merges into the day unchanged. */
const sendItem = (item: QueuedItem) => apiRequest('/diaries/attacks', DiaryEntrySchema, { method: 'POST', body: { json: item.body } });

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
