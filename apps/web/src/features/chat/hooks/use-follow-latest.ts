import { useCallback, useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

/** How close to the end of the message list still counts as reading the latest message. */
export const NEAR_END_PX = 48;
/** The room left above a new answer held at its beginning: its author line stays in view. */
export const ANSWER_TOP_GAP_PX = 12;

const isNearEnd = (element: HTMLElement) => element.scrollHeight - element.scrollTop - element.clientHeight <= NEAR_END_PX;

/** Where the message with `key` (its `data-key`) begins, in the scrolling content. */
const topOf = (element: HTMLElement, key: string): number | null => {
  const message = element.querySelector(`[data-key="${CSS.escape(key)}"]`);
  if (!message) return null;
  return message.getBoundingClientRect().top - element.getBoundingClientRect().top + element.scrollTop;
};

/**
 * Keeps the message list (the scrolling element `scroller`) at its latest message, as a chat does:
 * a day opens at its latest exchange, and a growing answer keeps the end in view, unless the
 * reader has scrolled up to read something earlier; scrolling back to the end follows again.
 * A new answer (`newAnswerKey`, the key of the latest message when it is an answer arriving in
 * this visit) that grows taller than the list is held at its beginning instead (decisions:
 * Assistant): its opening, urgent advice first, is what must be read; the reader scrolls on.
 * `content` changes whenever what is shown changes (a message added, an answer grown);
 * `hasMessages` is false while the day shows its greeting, which stays at its top.
 * Returns `followLatest`, for a moment that must show the end wherever the reader was (a day
 * opened, a question sent).
 */
export function useFollowLatest(scroller: RefObject<HTMLElement | null>, content: string, hasMessages: boolean, newAnswerKey: string | null = null) {
  const isFollowing = useRef(true);
  // The greeting of an empty day (and a loading or failed day) is read from its top.
  const isActive = useRef(hasMessages);
  const newAnswer = useRef(newAnswerKey);
  // The new answer already held at its beginning: it is held once, and followed again only when
  // the reader goes back to the end themselves.
  const heldAnswer = useRef<string | null>(null);
  // Where this hook last put the list: its own scrolling is not the reader's.
  const placedAt = useRef<number | null>(null);
  useLayoutEffect(() => {
    isActive.current = hasMessages;
    newAnswer.current = newAnswerKey;
  }, [hasMessages, newAnswerKey]);

  /** Shows the latest message: the end, or the beginning of a new answer taller than the list. */
  const showLatest = useCallback((element: HTMLElement) => {
    const end = element.scrollHeight - element.clientHeight;
    const key = newAnswer.current;
    const answerTop = key !== null && heldAnswer.current !== key ? topOf(element, key) : null;
    if (answerTop !== null && answerTop - ANSWER_TOP_GAP_PX < end) {
      heldAnswer.current = key;
      isFollowing.current = false;
      element.scrollTop = Math.max(0, answerTop - ANSWER_TOP_GAP_PX);
    } else {
      element.scrollTop = element.scrollHeight;
    }
    placedAt.current = element.scrollTop;
  }, []);

  useEffect(() => {
    const element = scroller.current;
    if (!element) return undefined;
    const onScroll = () => {
      if (placedAt.current !== null && Math.abs(element.scrollTop - placedAt.current) < 1) return;
      placedAt.current = null;
      isFollowing.current = isNearEnd(element);
    };
    element.addEventListener('scroll', onScroll, { passive: true });
    // The list's own height changes too (the cookie banner answered, a phone keyboard opened).
    const resizes = new ResizeObserver(() => {
      if (isActive.current && isFollowing.current) showLatest(element);
    });
    resizes.observe(element);
    return () => {
      element.removeEventListener('scroll', onScroll);
      resizes.disconnect();
    };
  }, [scroller, showLatest]);

  // Before the browser paints: the reader never sees the top of a day flash past.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (element && hasMessages && isFollowing.current) showLatest(element);
  }, [scroller, content, hasMessages, showLatest]);

  return useCallback(() => {
    isFollowing.current = true;
    // The answer on screen now has been seen: only an answer that arrives from here on is held.
    heldAnswer.current = newAnswer.current;
    const element = scroller.current;
    if (element) showLatest(element);
  }, [scroller, showLatest]);
}
