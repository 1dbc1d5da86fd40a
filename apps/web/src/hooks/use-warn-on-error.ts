import { useEffect } from 'react';

/**
 * Spec section 8: failed fetches and updates are only logged. console.warn, not console.error:
 * the screen itself already says what failed, so this is a note for developers, not a crash.
 */
export const useWarnOnError = (what: string, query: { isError: boolean; error: unknown }): void => {
  const { isError, error } = query;
  useEffect(() => {
    if (isError) console.warn(`Cannot get ${what}`, error);
  }, [what, isError, error]);
};
