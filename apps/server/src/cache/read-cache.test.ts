import { describe, expect, it } from 'vitest';
import { createReadCache } from './read-cache';

describe('the read cache', () => {
  it('loads once, serves the copy, and loads again after its owner is forgotten', async () => {
    const cache = createReadCache({ maxChars: 10_000 });
    let loads = 0;
    const load = async () => ({ month: 'November', loads: (loads += 1) });
    expect(await cache.read('patient-1', 'diary:nov', load)).toEqual({ month: 'November', loads: 1 });
    expect(await cache.read('patient-1', 'diary:nov', load)).toEqual({ month: 'November', loads: 1 });
    cache.forget('patient-2');
    expect(await cache.read('patient-1', 'diary:nov', load)).toEqual({ month: 'November', loads: 1 });
    cache.forget('patient-1');
    expect(await cache.read('patient-1', 'diary:nov', load)).toEqual({ month: 'November', loads: 2 });
  });

  it('does not keep what a read brought back when a change of its owner came while it was in flight', async () => {
    const cache = createReadCache({ maxChars: 10_000 });
    let release!: () => void;
    const slow = cache.read('patient-1', 'diary:nov', () => new Promise<string>((resolve) => (release = () => resolve('before the save'))));
    cache.forget('patient-1');
    release();
    expect(await slow).toBe('before the save');
    expect(await cache.read('patient-1', 'diary:nov', async () => 'after the save')).toBe('after the save');

    const another = cache.read('patient-1', 'diary:dec', () => new Promise<string>((resolve) => (release = () => resolve('stale'))));
    cache.clear();
    release();
    await another;
    expect(await cache.read('patient-1', 'diary:dec', async () => 'fresh')).toBe('fresh');
  });

  it('stays within its size, dropping the least recently used copies', async () => {
    const cache = createReadCache({ maxChars: 100 });
    const big = 'x'.repeat(40);
    await cache.read('a', 'k', async () => big);
    await cache.read('b', 'k', async () => big);
    await cache.read('c', 'k', async () => big);
    let reloaded = false;
    await cache.read('a', 'k', async () => ((reloaded = true), big));
    expect(reloaded).toBe(true);
  });
});
