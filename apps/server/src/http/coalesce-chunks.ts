/**
 * A stream's chunks, passed on as they come but at most one write per `windowMs`: the first at
 * once, then whatever arrived during each window joined into one. Every chunk sent costs a socket
 * write, and on a busy server the writes of twenty streamed answers delayed the next asker's first
 * chunk; ten updates a second still read as text arriving. Text never waits longer than the window,
 * even when the source pauses. Stopping early (the asker left) stops the source too.
 */
export async function* coalesceChunks(source: AsyncIterable<string>, windowMs: number): AsyncGenerator<string> {
  const chunks = source[Symbol.asyncIterator]();
  let buffered = '';
  let lastSentAt = -Infinity;
  let pending: Promise<IteratorResult<string>> | null = null;
  const flush = () => {
    const text = buffered;
    buffered = '';
    lastSentAt = performance.now();
    return text;
  };
  try {
    for (;;) {
      pending ??= chunks.next();
      let next: IteratorResult<string> | typeof WINDOW_ENDED;
      if (buffered) {
        // Text is waiting: the source may add to it until its window ends.
        next = await withinWindow(pending, lastSentAt + windowMs - performance.now());
        if (next === WINDOW_ENDED) {
          yield flush();
          continue;
        }
      } else {
        next = await pending;
      }
      pending = null;
      if (next.done) break;
      buffered += next.value;
      if (performance.now() - lastSentAt >= windowMs) yield flush();
    }
    if (buffered) yield flush();
  } finally {
    // Stopped early (the asker left): the source's clean-up runs once its current step is done.
    if (pending) await pending.catch(() => undefined);
    await chunks.return?.();
  }
}

const WINDOW_ENDED = Symbol('window ended');

/** The source's next chunk, or WINDOW_ENDED if it takes longer than `remainingMs`. */
function withinWindow(pending: Promise<IteratorResult<string>>, remainingMs: number): Promise<IteratorResult<string> | typeof WINDOW_ENDED> {
  if (remainingMs <= 0) return Promise.resolve(WINDOW_ENDED);
  let timer: NodeJS.Timeout | undefined;
  const windowEnd = new Promise<typeof WINDOW_ENDED>((resolve) => (timer = setTimeout(resolve, remainingMs, WINDOW_ENDED)));
  return Promise.race([pending, windowEnd]).finally(() => clearTimeout(timer));
}
