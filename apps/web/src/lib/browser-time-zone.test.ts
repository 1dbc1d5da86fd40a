import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browserTimeZone, forgetBrowserTimeZone } from './browser-time-zone';

/** A Storage of the test's own: the web tests share one worker's globals. */
const memoryStorage = (): Storage => {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
};

/** A moment whose UTC offset is `offset` minutes behind UTC, as Date#getTimezoneOffset says. */
const momentWithOffset = (offset: number): Date => {
  const moment = new Date('2026-11-23T10:00:00Z');
  vi.spyOn(moment, 'getTimezoneOffset').mockReturnValue(offset);
  return moment;
};

describe('the browser time zone sent with each request', () => {
  let storage: Storage;
  beforeEach(() => {
    storage = memoryStorage();
    vi.stubGlobal('window', { localStorage: storage });
    forgetBrowserTimeZone();
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    forgetBrowserTimeZone();
  });

  it('is read with Intl once and remembered with its offset', () => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const readZone = vi.spyOn(Intl, 'DateTimeFormat');
    expect(browserTimeZone(momentWithOffset(-60))).toBe(zone);
    expect(browserTimeZone(momentWithOffset(-60))).toBe(zone);
    expect(readZone).toHaveBeenCalledTimes(1);
    expect(JSON.parse(storage.getItem('timeZone') ?? 'null')).toEqual({ zone, offset: -60 });
  });

  it('comes from storage on a new start while the offset is the same, without Intl', () => {
    storage.setItem('timeZone', JSON.stringify({ zone: 'Europe/Belgrade', offset: -60 }));
    const readZone = vi.spyOn(Intl, 'DateTimeFormat');
    expect(browserTimeZone(momentWithOffset(-60))).toBe('Europe/Belgrade');
    expect(readZone).not.toHaveBeenCalled();
  });

  it('is read again as soon as the offset changes (a journey, summer time)', () => {
    storage.setItem('timeZone', JSON.stringify({ zone: 'Europe/Belgrade', offset: -60 }));
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(browserTimeZone(momentWithOffset(300))).toBe(zone);
    expect(JSON.parse(storage.getItem('timeZone') ?? 'null')).toEqual({ zone, offset: 300 });
  });

  it('ignores a stored value that is not a zone and an offset', () => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    for (const stored of ['not json', '{"zone":"","offset":-60}', '{"zone":"Europe/Belgrade","offset":"-60"}', '["Europe/Belgrade"]']) {
      storage.setItem('timeZone', stored);
      forgetBrowserTimeZone();
      expect(browserTimeZone(momentWithOffset(-60))).toBe(zone);
    }
  });

  it('works without storage (private mode): read each start', () => {
    vi.stubGlobal('window', {
      localStorage: {
        getItem: () => {
          throw new Error('denied');
        },
        setItem: () => {
          throw new Error('denied');
        },
      },
    });
    expect(browserTimeZone(momentWithOffset(0))).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });
});
