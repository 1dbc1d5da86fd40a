import { useMemo, useSyncExternalStore } from 'react';
import type { DiaryEntry, DiaryEntryInput } from '@cephalo/shared/diary';
import type { AttackEndInput, AttackInput } from '@cephalo/shared/diary-attack';
import { isApiError } from './api-client';
import { DEVICE_HEALTH_DATA_PREFIX } from './device-health-data';
import { readStoredItem, watchStoredKeys } from './stored-keys';

/**
 * Health data saved while offline (issue 34, point 6, decision 026): a headache logged with
 * "Headache now" without a connection is kept on this device, under the health prefix (so logout
 * removes it, lib/device-health-data.ts), shown as "Waiting to be sent", and sent when the
 * connection returns. Shared code: the diary queues and shows it, the app sends it.
 */
export const OFFLINE_QUEUE_KEY = `${DEVICE_HEALTH_DATA_PREFIX}offline-queue`;

export interface QueuedAttack {
  /** Made on the device, so the list can tell its items apart. */
  id: string;
  kind: 'attack';
  body: AttackInput;
  /** The server's refusal, once it refused: the item waits for the patient to discard it. */
  refusal: string | null;
}
/** "It ended" tapped offline (POST /api/diaries/attacks/end): sent after the attack it ends, which may be waiting too. */
export interface QueuedAttackEnd {
  id: string;
  kind: 'attack-end';
  body: AttackEndInput;
  refusal: string | null;
}
/** A day of the diary form (POST /api/diaries), saved offline. */
export interface QueuedEntry {
  id: string;
  kind: 'entry';
  body: DiaryEntryInput;
  refusal: string | null;
}
export type QueuedItem = QueuedAttack | QueuedAttackEnd | QueuedEntry;
const KINDS: readonly string[] = ['attack', 'attack-end', 'entry'];

const store = watchStoredKeys([OFFLINE_QUEUE_KEY]);

const parseQueue = (raw: string | null): QueuedItem[] => {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? (parsed as QueuedItem[]).filter((item) => KINDS.includes(item?.kind) && typeof item.id === 'string') : [];
  } catch {
    return [];
  }
};

export const readQueue = (storage: Storage = window.localStorage): QueuedItem[] => {
  try {
    return parseQueue(storage.getItem(OFFLINE_QUEUE_KEY));
  } catch {
    return [];
  }
};

const writeQueue = (items: QueuedItem[], storage: Storage): void => {
  if (items.length === 0) storage.removeItem(OFFLINE_QUEUE_KEY);
  else storage.setItem(OFFLINE_QUEUE_KEY, JSON.stringify(items));
  store.notify();
};

const newId = (): string => (typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`);

/** Keeps an attack that could not reach the server. Throws when storage is blocked (nothing kept). */
export const queueAttack = (body: AttackInput, storage: Storage = window.localStorage): QueuedAttack => {
  const item: QueuedAttack = { id: newId(), kind: 'attack', body, refusal: null };
  writeQueue([...readQueue(storage), item], storage);
  return item;
};

/** Keeps the end of an attack that could not reach the server. Throws when storage is blocked (nothing kept). */
export const queueAttackEnd = (body: AttackEndInput, storage: Storage = window.localStorage): QueuedAttackEnd => {
  const item: QueuedAttackEnd = { id: newId(), kind: 'attack-end', body, refusal: null };
  writeQueue([...readQueue(storage), item], storage);
  return item;
};

/**
 * Whether the attack of `date` is still going once what waits on this device is counted: open in
 * the diary (`isOpenInDiary`) or logged offline, and no end waiting after it. "It ended" is shown
 * for it, offline too, before the server has the attack.
 */
export const isAttackStillOpen = (items: readonly QueuedItem[], date: string, isOpenInDiary: boolean): boolean => {
  let isOpen = isOpenInDiary;
  for (const item of items) {
    if (item.body.input_date !== date || item.refusal !== null) continue;
    if (item.kind === 'attack') isOpen = true;
    if (item.kind === 'attack-end') isOpen = false;
  }
  return isOpen;
};

/** Keeps a diary entry that could not reach the server. Throws when storage is blocked (nothing kept). */
export const queueEntry = (body: DiaryEntryInput, storage: Storage = window.localStorage): QueuedEntry => {
  const item: QueuedEntry = { id: newId(), kind: 'entry', body, refusal: null };
  writeQueue([...readQueue(storage), item], storage);
  return item;
};

/**
 * Whether the day's stored entry is the queued one as the server stores it (`stored` is the form's
 * values parsed and with the headache details cleared for a day without headache), the weather
 * aside: then an earlier sending reached the server and only its answer was lost.
 */
export const isSameEntry = (stored: DiaryEntry, queued: Record<string, unknown>): boolean =>
  Object.entries(queued)
    .filter(([name]) => name !== 'weather')
    .every(([name, value]) => JSON.stringify(value ?? null) === JSON.stringify((stored as Record<string, unknown>)[name] ?? null));

/** The patient discards a refused (or waiting) item. */
export const discardQueued = (id: string, storage: Storage = window.localStorage): void => {
  writeQueue(
    readQueue(storage).filter((item) => item.id !== id),
    storage,
  );
};

/** Whether a failed request never reached a server that answered (offline, a dropped connection). */
export const isUnreachable = (error: unknown): boolean => !isApiError(error);

export type SendQueued = (item: QueuedItem) => Promise<unknown>;

let sending: Promise<number> | null = null;

/**
 * Sends the waiting items in order, one at a time, each once: an item the server took leaves the
 * queue; one it refused stays, with "This entry could not be sent: <detail>"; without a
 * connection the sending stops and everything not yet sent waits for the next try. A second call
 * while one runs (the online event during the start) joins it. Resolves to how many were sent.
 */
export const sendQueued = (send: SendQueued, storage: Storage = window.localStorage): Promise<number> => {
  if (sending) return sending;
  const run = async () => {
    let sent = 0;
    for (const item of readQueue(storage).filter((waiting) => waiting.refusal === null)) {
      try {
        await send(item);
      } catch (error) {
        if (isUnreachable(error)) break;
        const detail = isApiError(error) && error.detail ? error.detail : 'the server refused it.';
        writeQueue(
          readQueue(storage).map((kept) => (kept.id === item.id ? { ...kept, refusal: `This entry could not be sent: ${detail}` } : kept)),
          storage,
        );
        continue;
      }
      sent += 1;
      discardQueued(item.id, storage);
    }
    return sent;
  };
  // Cleared once settled (not inside run: with nothing to send it would finish before being kept).
  const current = run().finally(() => {
    sending = null;
  });
  sending = current;
  return current;
};

/** The waiting items, kept up to date (this tab's writes and other tabs'). */
export const useOfflineQueue = (): QueuedItem[] => {
  const raw = useSyncExternalStore(store.subscribe, () => readStoredItem(OFFLINE_QUEUE_KEY));
  return useMemo(() => parseQueue(raw), [raw]);
};
