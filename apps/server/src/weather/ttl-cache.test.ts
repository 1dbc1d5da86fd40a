import { afterEach, describe, expect, it, vi } from 'vitest';
import { TtlCache } from './ttl-cache';

describe('TtlCache', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps a value for its time to live, then loads again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const cache = new TtlCache<number>(600_000);
    const load = vi.fn(async () => load.mock.calls.length);
    expect(await cache.getOrLoad('44.80,20.46', load)).toBe(1);
    vi.advanceTimersByTime(599_999);
    expect(await cache.getOrLoad('44.80,20.46', load)).toBe(1);
    vi.advanceTimersByTime(1);
    expect(await cache.getOrLoad('44.80,20.46', load)).toBe(2);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shares one load between concurrent callers and keeps no failure', async () => {
    const cache = new TtlCache<string>(60_000);
    let release: (value: string) => void = () => undefined;
    const load = vi.fn(() => new Promise<string>((resolve) => (release = resolve)));
    const both = Promise.all([cache.getOrLoad('k', load), cache.getOrLoad('k', load)]);
    release('sunny');
    expect(await both).toEqual(['sunny', 'sunny']);
    expect(load).toHaveBeenCalledTimes(1);

    await expect(cache.getOrLoad('bad', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.getOrLoad('bad', async () => 'back')).toBe('back');
  });

  it('keeps nothing with a time to live of 0, and drops the oldest beyond its size', async () => {
    const none = new TtlCache<number>(0);
    let calls = 0;
    await none.getOrLoad('k', async () => ++calls);
    await none.getOrLoad('k', async () => ++calls);
    expect(calls).toBe(2);

    const small = new TtlCache<string>(60_000, 2);
    for (const key of ['a', 'b', 'c']) await small.getOrLoad(key, async () => key);
    expect(await small.getOrLoad('a', async () => 'reloaded')).toBe('reloaded');
    expect(await small.getOrLoad('c', async () => 'reloaded')).toBe('c');
  });
});
