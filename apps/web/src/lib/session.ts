import { apiFetch } from './api-client';
import { clearAuth } from './auth-storage';
import { forgetHealthDataOnDevice } from './device-health-data';
import { queryClient } from './query-client';

/**
 * Ends the session: the stored auth is cleared and no cached answer of this user survives, nor
 * any health data kept on the device (a diary draft).
 */
export const endSession = (): void => {
  forgetHealthDataOnDevice();
  clearAuth();
  queryClient.clear();
};

/**
 * Logout: the server revokes this session's token (so a copy of it is worthless from now on),
 * and the browser forgets it at once, without waiting for the answer.
 */
export const logOut = (): void => {
  // apiFetch reads the token before its first await, so the request carries it even though it is cleared next.
  void apiFetch('/logout', { method: 'POST' }).catch(() => undefined);
  endSession();
};
