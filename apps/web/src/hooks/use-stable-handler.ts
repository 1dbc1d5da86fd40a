import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * A function that stays the same from render to render and always calls the latest `handler`:
 * for memoized children (the chat's messages, the month grid), which a new function each render
 * would draw again.
 */
export function useStableHandler<Args extends unknown[], Result>(handler: (...args: Args) => Result): (...args: Args) => Result {
  const latest = useRef(handler);
  useLayoutEffect(() => {
    latest.current = handler;
  });
  return useCallback((...args: Args) => latest.current(...args), []);
}
