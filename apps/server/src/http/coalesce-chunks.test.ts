import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { coalesceChunks } from './coalesce-chunks';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Sends `count` chunks "c0 ", "c1 "... `everyMs` apart (the first at once), and notes whether its clean-up ran. */
function pacedSource(count: number, everyMs: number, pauses: Record<number, number> = {}) {
  const state = { cleanedUp: false, sent: 0 };
  async function* chunks() {
    try {
      for (let index = 0; index < count; index += 1) {
        if (index > 0) await pause(pauses[index] ?? everyMs);
        state.sent += 1;
        yield `c${index} `;
      }
    } finally {
      state.cleanedUp = true;
    }
  }
  return { chunks: chunks(), state };
}

/** Reads the whole stream, noting when (on the fake clock) each write would go out. */
async function readAll(stream: AsyncIterable<string>) {
  const writes: { at: number; text: string }[] = [];
  let isDone = false;
  const reading = (async () => {
    for await (const text of stream) writes.push({ at: performance.now(), text });
    isDone = true;
  })();
  while (!isDone) await vi.advanceTimersByTimeAsync(5);
  await reading;
  return writes;
}

describe('coalesceChunks', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] }));
  afterEach(() => vi.useRealTimers());

  it('sends the first chunk at once, then at most one write per window, with the same text in the end', async () => {
    const { chunks } = pacedSource(20, 25);
    const started = performance.now();
    const writes = await readAll(coalesceChunks(chunks, 100));
    expect(writes[0]).toEqual({ at: started, text: 'c0 ' });
    expect(writes.map((write) => write.text).join('')).toBe(Array.from({ length: 20 }, (_, index) => `c${index} `).join(''));
    // 20 chunks over 475 ms: 6 writes instead of 20, none closer than the window but the last,
    // which goes as soon as the source ends.
    expect(writes.length).toBeLessThanOrEqual(7);
    expect(writes.length).toBeGreaterThanOrEqual(5);
    for (let index = 1; index < writes.length - 1; index += 1) expect(writes[index]!.at - writes[index - 1]!.at).toBeGreaterThanOrEqual(100);
    expect(writes.at(-1)!.at).toBe(started + 475);
  });

  it('sends waiting text when its window ends, even if the source then pauses for long', async () => {
    // c1 comes 10 ms after c0, then the source is silent for 2 s.
    const { chunks } = pacedSource(3, 10, { 2: 2000 });
    const writes = await readAll(coalesceChunks(chunks, 100));
    expect(writes.map((write) => [write.at, write.text])).toEqual([
      [0, 'c0 '],
      [100, 'c1 '],
      [2010, 'c2 '],
    ]);
  });

  it('passes every chunk through when the window is 0', async () => {
    const { chunks } = pacedSource(4, 25);
    expect((await readAll(coalesceChunks(chunks, 0))).map((write) => write.text)).toEqual(['c0 ', 'c1 ', 'c2 ', 'c3 ']);
  });

  it("stops the source when the reader stops early, once the source's current step is done", async () => {
    const { chunks, state } = pacedSource(20, 25);
    const stream = coalesceChunks(chunks, 100);
    expect((await stream.next()).value).toBe('c0 ');
    const stopping = stream.return(undefined);
    await vi.advanceTimersByTimeAsync(30);
    await stopping;
    expect(state.cleanedUp).toBe(true);
    expect(state.sent).toBeLessThan(20);
  });
});
