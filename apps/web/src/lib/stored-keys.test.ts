import { describe, expect, it } from 'vitest';
import { watchStoredKeys } from './stored-keys';

/** What another tab's write looks like to this one: a `storage` event naming the key (null: cleared). */
const storageEvent = (key: string | null) => Object.assign(new Event('storage'), { key });

describe('watchStoredKeys', () => {
  it("tells its listeners of this tab's writes and of another tab's writes to its keys only", () => {
    const tabs = new EventTarget();
    const forgotten: string[] = [];
    const { subscribe, notify } = watchStoredKeys(['token', 'role'], { forget: () => forgotten.push('forget'), tabs });
    const heard: string[] = [];
    const unsubscribe = subscribe(() => heard.push('first'));
    subscribe(() => heard.push('second'));

    notify();
    expect(heard).toEqual(['first', 'second']);
    expect(forgotten).toEqual(['forget']);

    tabs.dispatchEvent(storageEvent('weatherDetails'));
    expect(heard).toHaveLength(2);
    tabs.dispatchEvent(storageEvent('role'));
    expect(heard).toEqual(['first', 'second', 'first', 'second']);
    tabs.dispatchEvent(storageEvent(null));
    expect(heard).toHaveLength(6);
    expect(forgotten).toHaveLength(3);

    unsubscribe();
    notify();
    expect(heard.slice(6)).toEqual(['second']);
  });

  it('forgets what it read before a listener reads again', () => {
    const tabs = new EventTarget();
    let cached: string | null = 'old';
    const { subscribe } = watchStoredKeys(['plan'], { forget: () => (cached = null), tabs });
    let seen: string | null | undefined;
    subscribe(() => (seen = cached));
    tabs.dispatchEvent(storageEvent('plan'));
    expect(seen).toBeNull();
  });
});
