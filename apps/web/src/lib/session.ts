import { apiFetch } from './api-client';
import { clearAuth } from './auth-storage';
import { forgetHealthDataOnDevice } from './device-health-data';
import { queryClient } from './query-client';

/**
 * Ends the session: the stored auth is cleared and no cached answer of this user survives, nor
 * any health data kept on the device (a diary draft). `isAskedFor` when the person ended it (a
 * logout, an erasure): their next login starts afresh rather than on the screen they left
 * (wanted-path.ts); a session the server ended leads back there.
 */
export const endSession = ({ isAskedFor = false }: { isAskedFor?: boolean } = {}): void => {
  forgetHealthDataOnDevice();
  clearAuth({ isAskedFor });
  queryClient.clear();
};

/**
 * Logout: the server revokes this session's token (so a copy of it is worthless from now on),
 * and the browser forgets it at once, without waiting for the answer.
 */
export const logOut = (): void => {
  // apiFetch reads the token before its first await, so the request carries it even though it is cleared next.
  void apiFetch('/logout', { method: 'POST' }).catch(() => undefined);
  endSession({ isAskedFor: true });
};
