import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from './query-client';
import { afterStartSettles } from './after-start-settles';

/** A page that has loaded, whose thread is idle at once (this runs in Node, without a DOM). */
beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('document', { readyState: 'complete' });
  vi.stubGlobal('window', {
    setTimeout: (handler: () => void, ms: number) => setTimeout(handler, ms),
    clearTimeout: (timer: ReturnType<typeof setTimeout>) => clearTimeout(timer),
    requestIdleCallback: (handler: () => void) => setTimeout(handler, 0),
    addEventListener: () => undefined,
  });
});
afterEach(() => {
  queryClient.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const settledState = (promise: Promise<void>) => {
  const state = { isSettled: false };
  void promise.then(() => (state.isSettled = true));
  return state;
};

describe('the app shell is kept once the screen has started (Total Blocking Time)', () => {
  it('waits while the screen is still fetching its first data, then for a second of quiet', async () => {
    let answer: (value: string) => void = () => undefined;
    void queryClient.fetchQuery({ queryKey: ['weather-of-the-test'], queryFn: () => new Promise<string>((resolve) => (answer = resolve)) });
    const started = settledState(afterStartSettles(queryClient));
    await vi.advanceTimersByTimeAsync(5000);
    expect(started.isSettled).toBe(false);
    answer('sunny');
    await vi.advanceTimersByTimeAsync(500);
    expect(started.isSettled).toBe(false);
    await vi.advanceTimersByTimeAsync(600);
    expect(started.isSettled).toBe(true);
  });

  it('does not wait for ever on a request that never answers', async () => {
    // Cancelled when the test clears the cache.
    queryClient.fetchQuery({ queryKey: ['never-answered'], queryFn: () => new Promise<string>(() => undefined) }).catch(() => undefined);
    const started = settledState(afterStartSettles(queryClient));
    await vi.advanceTimersByTimeAsync(9900);
    expect(started.isSettled).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    expect(started.isSettled).toBe(true);
  });
});
