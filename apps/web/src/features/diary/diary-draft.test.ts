import { afterEach, describe, expect, it, vi } from 'vitest';
import { emptyDiaryForm } from './diary-form-values';
import { readDiaryDraft, removeDiaryDraft, saveDiaryDraft, withDiaryDraft } from './diary-draft';
import { forgetHealthDataOnDevice } from '../../lib/device-health-data';

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

afterEach(() => vi.unstubAllGlobals());

describe('the diary draft and logout', () => {
  it('keeps a draft per user and date, puts it over the entry, and removes it on save', () => {
    const storage = memoryStorage();
    vi.stubGlobal('window', { localStorage: storage });
    saveDiaryDraft('anna', { ...emptyDiaryForm('2026-11-20'), sleep_hours: 6.5, notes: 'Typed before closing' });
    expect(readDiaryDraft('anna', '2026-11-20')).toMatchObject({ sleep_hours: 6.5, notes: 'Typed before closing' });
    expect(readDiaryDraft('ben', '2026-11-20')).toBeNull();
    expect(readDiaryDraft('anna', '2026-11-19')).toBeNull();
    expect(withDiaryDraft('anna', { ...emptyDiaryForm('2026-11-20'), mood: 'Calm' })).toMatchObject({
      hasDraft: true,
      values: { sleep_hours: 6.5, notes: 'Typed before closing', input_date: '2026-11-20' },
    });
    expect(withDiaryDraft(null, emptyDiaryForm('2026-11-20')).hasDraft).toBe(false);
    removeDiaryDraft('anna', '2026-11-20');
    expect(readDiaryDraft('anna', '2026-11-20')).toBeNull();
  });

  it('forgets every health item at logout and nothing else; a broken draft reads as none', () => {
    const storage = memoryStorage();
    vi.stubGlobal('window', { localStorage: storage });
    saveDiaryDraft('anna', emptyDiaryForm('2026-11-20'));
    saveDiaryDraft('anna', emptyDiaryForm('2026-11-21'));
    storage.setItem('agentId', '1');
    storage.setItem('health:diary-draft:anna:2026-11-22', '[not json');
    expect(readDiaryDraft('anna', '2026-11-22')).toBeNull();
    forgetHealthDataOnDevice(storage);
    expect(storage.length).toBe(1);
    expect(storage.getItem('agentId')).toBe('1');
  });
});
