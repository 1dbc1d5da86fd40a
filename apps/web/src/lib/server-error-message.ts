import { isApiError } from './api-client';

/** What to say when the server sent no `detail`: one sentence, or one for each way it can fail. */
export type ErrorFallback = string | { refused: string; unreachable: string };

/**
 * The sentence a screen shows for a failed request: the server's `detail` (spec section 8), or
 * the fallback. A pair of fallbacks tells a refusal without a detail (`refused`) from a request
 * that got no answer at all (`unreachable`: offline, a dropped connection).
 */
export const serverErrorMessage = (error: unknown, fallback: ErrorFallback): string => {
  if (isApiError(error) && error.detail) return error.detail;
  if (typeof fallback === 'string') return fallback;
  return isApiError(error) ? fallback.refused : fallback.unreachable;
};
