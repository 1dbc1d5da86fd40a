import { clearAuth } from './auth-storage';
import { queryClient } from './query-client';

/** Ends the session: the stored auth is cleared and no cached answer of this user survives. */
export const endSession = (): void => {
  clearAuth();
  queryClient.clear();
};
