import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { forgetHealthDataOnDevice } from './device-health-data';
import { DiaryEntryInputSchema } from '@cephalo/shared/diary';
import { clearHeadacheDetails } from '@cephalo/shared/diary-headache-details';
import { aDiaryEntry, aDiaryInput } from '@cephalo/shared/testing/diary-entry-builder';
import {
  OFFLINE_QUEUE_KEY,
  discardQueued,
  isAttackStillOpen,
  isSameEntry,
  queueAttack,
  queueAttackEnd,
  queueEntry,
  readQueue,
  sendQueued,
  type QueuedItem,
} from './offline-queue';

/** The part of the Storage interface the code uses, over a Map. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
}

const attack = (headache_start: string) => ({ input_date: '2026-11-28', headache_start, headache_intensity: 7, symptoms: [] });
/** When a waiting attack started (an end or an entry has none). */
const startOf = (item: QueuedItem) => (item.kind === 'attack' ? item.body.headache_start : null);

describe('the offline queue', () => {
  it('sends each waiting item once, in order, and empties the queue', async () => {
    const storage = memoryStorage();
    queueAttack(attack('08:00'), storage);
    queueAttack(attack('14:30'), storage);
    const send = vi.fn(async (_item: QueuedItem) => undefined);

    expect(await sendQueued(send, storage)).toBe(2);
    expect(send.mock.calls.map(([item]) => startOf(item))).toEqual(['08:00', '14:30']);
    expect(readQueue(storage)).toEqual([]);
    expect(storage.getItem(OFFLINE_QUEUE_KEY)).toBeNull();
    // Nothing is sent twice.
    expect(await sendQueued(send, storage)).toBe(0);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('joins a sending already under way instead of sending again (the online event during the start)', async () => {
    const storage = memoryStorage();
    queueAttack(attack('08:00'), storage);
    let finish = () => {};
    const send = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const first = sendQueued(send, storage);
    const second = sendQueued(send, storage);
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    finish();
    expect(await first).toBe(1);
    expect(await second).toBe(1);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('keeps everything when the connection is still missing, and sends it on the next try', async () => {
    const storage = memoryStorage();
    queueAttack(attack('08:00'), storage);
    queueAttack(attack('09:00'), storage);
    const offline = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await sendQueued(offline, storage)).toBe(0);
    // It stops at the first failure: the second is not tried without a connection.
    expect(offline).toHaveBeenCalledTimes(1);
    expect(readQueue(storage).map((item) => [startOf(item), item.refusal])).toEqual([
      ['08:00', null],
      ['09:00', null],
    ]);
    expect(await sendQueued(async () => undefined, storage)).toBe(2);
    expect(readQueue(storage)).toEqual([]);
  });

  it("keeps a refused item with the server's reason, sends the others, and never sends the refused one again", async () => {
    const storage = memoryStorage();
    const refused = queueAttack(attack('08:00'), storage);
    queueAttack(attack('09:00'), storage);
    const send = vi.fn(async (item: QueuedItem) => {
      if (item.id === refused.id) throw new ApiError(403, 'Your plan does not include the diary.');
    });
    expect(await sendQueued(send, storage)).toBe(1);
    expect(readQueue(storage)).toEqual([{ ...refused, refusal: 'This entry could not be sent: Your plan does not include the diary.' }]);
    expect(await sendQueued(send, storage)).toBe(0);
    expect(send).toHaveBeenCalledTimes(2);
    discardQueued(refused.id, storage);
    expect(readQueue(storage)).toEqual([]);
  });

  it('is removed from the device at logout, with the rest of the health data', () => {
    const storage = memoryStorage();
    storage.setItem('agentId', '1');
    queueAttack(attack('08:00'), storage);
    forgetHealthDataOnDevice(storage);
    expect(readQueue(storage)).toEqual([]);
    expect(storage.getItem('agentId')).toBe('1');
  });

  it('keeps a diary entry and an attack side by side, in the order they were saved', async () => {
    const storage = memoryStorage();
    queueEntry(aDiaryInput({ input_date: '2026-11-27' }), storage);
    queueAttack(attack('08:00'), storage);
    const send = vi.fn(async (_item: QueuedItem) => undefined);
    expect(await sendQueued(send, storage)).toBe(2);
    expect(send.mock.calls.map(([item]) => item.kind)).toEqual(['entry', 'attack']);
  });

  it('sends an attack ended offline after the attack, and counts it as ended while both wait', async () => {
    const storage = memoryStorage();
    expect(isAttackStillOpen(readQueue(storage), '2026-11-28', false)).toBe(false);
    queueAttack(attack('08:00'), storage);
    expect(isAttackStillOpen(readQueue(storage), '2026-11-28', false)).toBe(true);
    // Another day's attack is not today's.
    expect(isAttackStillOpen(readQueue(storage), '2026-11-29', false)).toBe(false);
    queueAttackEnd({ input_date: '2026-11-28', headache_end: '09:30' }, storage);
    expect(isAttackStillOpen(readQueue(storage), '2026-11-28', false)).toBe(false);
    // An attack open in the diary and ended offline is ended; a new attack after it is open again.
    expect(isAttackStillOpen(readQueue(storage), '2026-11-28', true)).toBe(false);
    queueAttack(attack('14:00'), storage);
    expect(isAttackStillOpen(readQueue(storage), '2026-11-28', false)).toBe(true);

    const send = vi.fn(async (_item: QueuedItem) => undefined);
    expect(await sendQueued(send, storage)).toBe(3);
    expect(send.mock.calls.map(([item]) => item.kind)).toEqual(['attack', 'attack-end', 'attack']);
  });

  it('tells the stored entry of an earlier sending from another entry of the same day', () => {
    const input = aDiaryInput({ input_date: '2026-11-27', headache: 'no', sleep_hours: 7, notes: 'Quiet day' });
    const queued = clearHeadacheDetails(DiaryEntryInputSchema.parse(input));
    const stored = aDiaryEntry({ ...queued, weather: null });
    expect(isSameEntry(stored, queued)).toBe(true);
    expect(isSameEntry({ ...stored, notes: 'Written on the other phone' }, queued)).toBe(false);
    expect(isSameEntry({ ...stored, sleep_hours: 5 }, queued)).toBe(false);
  });
});
