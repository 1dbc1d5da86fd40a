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

  it("drops a copy that shows other accounts' data when any of them changes", async () => {
    const cache = createReadCache({ maxChars: 10_000 });
    let loads = 0;
    const list = async () => ({ patients: ['patient-1', 'patient-2'], loads: (loads += 1) });
    const patientsOf = (value: { patients: string[] }) => value.patients;
    expect((await cache.read('doctor-1', 'patients', list, { alsoShows: patientsOf })).loads).toBe(1);
    expect((await cache.read('doctor-1', 'patients', list, { alsoShows: patientsOf })).loads).toBe(1);
    cache.forget('patient-3');
    expect((await cache.read('doctor-1', 'patients', list, { alsoShows: patientsOf })).loads).toBe(1);
    cache.forget('patient-2');
    expect((await cache.read('doctor-1', 'patients', list, { alsoShows: patientsOf })).loads).toBe(2);
    cache.forget('doctor-1');
    expect((await cache.read('doctor-1', 'patients', list, { alsoShows: patientsOf })).loads).toBe(3);
  });

  it('does not keep a copy when an account it shows changed while it was read, even one known only from the value', async () => {
    const cache = createReadCache({ maxChars: 10_000 });
    let release!: () => void;
    const slow = cache.read('doctor-1', 'patients', () => new Promise<string[]>((resolve) => (release = () => resolve(['patient-1']))), {
      alsoShows: (ids) => ids,
    });
    cache.forget('patient-1');
    release();
    expect(await slow).toEqual(['patient-1']);
    expect(await cache.read('doctor-1', 'patients', async () => ['patient-1', 'after the entry'], { alsoShows: (ids) => ids })).toEqual([
      'patient-1',
      'after the entry',
    ]);
  });

  it('makes one load for the reads of a key that arrive while it loads, unless a change came meanwhile', async () => {
    const cache = createReadCache({ maxChars: 10_000 });
    let loads = 0;
    const releases: (() => void)[] = [];
    const load = () => new Promise<number>((resolve) => releases.push(() => resolve((loads += 1))));
    const together = [cache.read('doctor-1', 'patients', load), cache.read('doctor-1', 'patients', load), cache.read('doctor-1', 'patients', load)];
    expect(releases).toHaveLength(1);
    releases[0]!();
    expect(await Promise.all(together)).toEqual([1, 1, 1]);

    // After a change a read does not join the load that started before it.
    cache.forget('doctor-1');
    const before = cache.read('doctor-1', 'patients', load);
    cache.forget('someone else');
    const after = cache.read('doctor-1', 'patients', load);
    expect(releases).toHaveLength(3);
    releases[1]!();
    releases[2]!();
    expect([await before, await after]).toEqual([2, 3]);

    // A failed load fails its joiners too, and the next read loads again.
    const failing = () => Promise.reject(new Error('database down'));
    await expect(Promise.all([cache.read('doctor-2', 'patients', failing), cache.read('doctor-2', 'patients', failing)])).rejects.toThrow('database down');
    expect(await cache.read('doctor-2', 'patients', async () => 'back')).toBe('back');
  });

  it('keeps nothing while suspended (every read loads), and starts empty when it resumes', async () => {
    const cache = createReadCache({ maxChars: 10_000 });
    let loads = 0;
    const load = async () => (loads += 1);
    expect(await cache.read('patient-1', 'diary:nov', load)).toBe(1);
    expect(await cache.read('patient-1', 'diary:nov', load)).toBe(1);
    // A read in flight when the feed goes down does not keep what it read either.
    let release!: () => void;
    const inFlight = cache.read('patient-1', 'diary:dec', () => new Promise<string>((resolve) => (release = () => resolve('before'))));
    cache.suspend();
    release();
    expect(await inFlight).toBe('before');
    expect(await cache.read('patient-1', 'diary:nov', load)).toBe(2);
    expect(await cache.read('patient-1', 'diary:nov', load)).toBe(3);
    expect(await cache.read('patient-1', 'diary:dec', async () => 'while down')).toBe('while down');

    // A read that started while suspended and ends after the resume is not kept: it may predate a change nobody announced.
    const startedWhileDown = cache.read('patient-1', 'diary:nov', () => new Promise<number>((resolve) => (release = () => resolve(-1))));
    cache.resume();
    release();
    expect(await startedWhileDown).toBe(-1);
    expect(await cache.read('patient-1', 'diary:nov', load)).toBe(4);
    expect(await cache.read('patient-1', 'diary:nov', load)).toBe(4);
  });

  it("keeps a copy no longer than its read's lifetime", async () => {
    let clock = Date.now();
    const cache = createReadCache({ maxChars: 10_000, now: () => clock });
    let loads = 0;
    const read = () => cache.read('patient-1', 'diary:nov', async () => (loads += 1), { lifetimeMs: 1000 });
    expect(await read()).toBe(1);
    clock += 999;
    expect(await read()).toBe(1);
    clock += 2;
    expect(await read()).toBe(2);
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
