import { useEffect, useRef } from 'react';

/** How close to the end of the page still counts as reading the latest message. */
const NEAR_END_PX = 160;

const isNearEnd = () => window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - NEAR_END_PX;

/**
 * Keeps the newest message in view while an answer streams in (`isLive`), unless the reader has
 * scrolled up to read something earlier. `content` changes whenever the answer grows. Opening a
 * day does not scroll: the heading and the first messages stay where the reader expects them.
 */
export function useFollowLatest(content: string, isLive: boolean) {
  const isFollowing = useRef(true);

  useEffect(() => {
    const onScroll = () => {
      isFollowing.current = isNearEnd();
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  useEffect(() => {
    if (isLive && isFollowing.current) window.scrollTo({ top: document.documentElement.scrollHeight });
  }, [content, isLive]);

  /** A question was just sent: follow its answer wherever the reader was. */
  return () => {
    isFollowing.current = true;
  };
}
