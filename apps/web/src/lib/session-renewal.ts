import { useEffect } from 'react';
import { apiFetch } from './api-client';
import { getAuthState, saveRenewedToken, useAuth } from './auth-storage';

/** setTimeout's longest wait (about 24.8 days); a longer wait is taken in steps. */
const LONGEST_TIMEOUT_MS = 2 ** 31 - 1;

/**
 * When the token is due for renewal (milliseconds since 1970), read from its own claims: only a
 * remembered session's token ("Keep me signed in on this device") is renewed, once half of its
 * lifetime has passed (the server decides by its own clock: decision 010). Null for any other
 * token. The claims are read, not verified: the server verifies the token it is sent.
 */
export const renewalDueAt = (token: string): number | null => {
  try {
    const payload = token.split('.')[1];
    if (!payload) return null;
    const claims: unknown = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
    if (typeof claims !== 'object' || claims === null) return null;
    const { rem, iat, exp } = claims as Record<string, unknown>;
    if (rem !== true || typeof iat !== 'number' || typeof exp !== 'number' || exp <= iat) return null;
    return (iat + (exp - iat) / 2) * 1000;
  } catch {
    return null;
  }
};

// Each token is sent for renewal once per page: a refusal (the server's clock says not yet) is not repeated.
const triedTokens = new Set<string>();

/** Asks for a fresh token of the session and keeps it, unless someone logged out meanwhile. */
export const renewSession = async (token: string): Promise<void> => {
  if (triedTokens.has(token)) return;
  triedTokens.add(token);
  // A 401 (the session was ended elsewhere) logs out through the API client, as any request does.
  const response = await apiFetch('/token/renew', { method: 'POST' });
  if (!response.ok) return;
  const [body, { RenewedTokenResponseSchema }] = await Promise.all([response.json() as Promise<unknown>, import('@cephalo/shared/token')]);
  const renewed = RenewedTokenResponseSchema.safeParse(body);
  if (renewed.success && getAuthState().token === token) saveRenewedToken(renewed.data.access_token);
};

/**
 * Keeps a remembered session going while the app is used: renewed when its time comes while a
 * screen is open, and when the app comes back to the front (a phone's timers sleep with it).
 */
export function useSessionRenewal(): void {
  const { token } = useAuth();
  useEffect(() => {
    const dueAt = token ? renewalDueAt(token) : null;
    if (token === null || dueAt === null) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const renewWhenDue = () => {
      clearTimeout(timer);
      const wait = dueAt - Date.now();
      if (wait <= 0) {
        renewSession(token).catch(() => undefined);
        return;
      }
      timer = setTimeout(renewWhenDue, Math.min(wait, LONGEST_TIMEOUT_MS));
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') renewWhenDue();
    };
    renewWhenDue();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [token]);
}
