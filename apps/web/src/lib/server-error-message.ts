import { isApiError } from './api-client';

/** The server's `detail` (spec section 8), or a calm sentence when it sent none. */
export const serverErrorMessage = (error: unknown, fallback: string): string =>
  isApiError(error) && error.detail ? error.detail : fallback;
