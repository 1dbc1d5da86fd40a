import { useCallback, useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

/** How close to the end of the message list still counts as reading the latest message. */
export const NEAR_END_PX = 48;

const isNearEnd = (element: HTMLElement) => element.scrollHeight - element.scrollTop - element.clientHeight <= NEAR_END_PX;

/**
 * Keeps the message list (the scrolling element `scroller`) at its latest message, as a chat does:
 * a day opens at its latest exchange, and a growing answer keeps the end in view, unless the
 * reader has scrolled up to read something earlier; scrolling back to the end follows again.
 * `content` changes whenever what is shown changes (a message added, an answer grown);
 * `hasMessages` is false while the day shows its greeting, which stays at its top.
 * Returns `followLatest`, for a moment that must show the end wherever the reader was (a day
 * opened, a question sent).
 */
export function useFollowLatest(scroller: RefObject<HTMLElement | null>, content: string, hasMessages: boolean) {
  const isFollowing = useRef(true);
  // The greeting of an empty day (and a loading or failed day) is read from its top.
  const isActive = useRef(hasMessages);
  useLayoutEffect(() => {
    isActive.current = hasMessages;
  }, [hasMessages]);

  useEffect(() => {
    const element = scroller.current;
    if (!element) return undefined;
    const onScroll = () => {
      isFollowing.current = isNearEnd(element);
    };
    element.addEventListener('scroll', onScroll, { passive: true });
    // The list's own height changes too (the cookie banner answered, a phone keyboard opened).
    const resizes = new ResizeObserver(() => {
      if (isActive.current && isFollowing.current) element.scrollTop = element.scrollHeight;
    });
    resizes.observe(element);
    return () => {
      element.removeEventListener('scroll', onScroll);
      resizes.disconnect();
    };
  }, [scroller]);

  // Before the browser paints: the reader never sees the top of a day flash past.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (element && hasMessages && isFollowing.current) element.scrollTop = element.scrollHeight;
  }, [scroller, content, hasMessages]);

  return useCallback(() => {
    isFollowing.current = true;
    const element = scroller.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [scroller]);
}
