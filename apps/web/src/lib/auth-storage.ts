import { useSyncExternalStore } from 'react';
import { AGENT_IDS } from '@cephalo/shared/agent-ids';
import type { AgentId } from '@cephalo/shared/agents';
import type { TokenResponse } from '@cephalo/shared/token';
import { TIME_ZONE_STORAGE_KEY } from './browser-time-zone';
import { COLOR_SCHEME_STORAGE_KEY } from '@cephalo/shared/color-scheme-first-paint';
import { readStoredItem, watchStoredKeys } from './stored-keys';
import { CHAT_LANGUAGE_SYNC_STORAGE_KEY, LANGUAGE_SEPARATE_STORAGE_KEY, LANGUAGE_STORAGE_KEY } from '../i18n/language-storage-keys';

/** localStorage keys of the specification (section 3); other code must not spell them. */
export const STORAGE_KEYS = {
  token: 'token',
  role: 'role',
  plan: 'plan',
  aiAssistants: 'ai_assistants',
  agentId: 'agentId',
  /** Relative path of the signed-in user's photo (spec section 3); kept by the profile screens. */
  profilePhoto: 'profilePhoto',
} as const;

export interface AuthState {
  token: string | null;
  role: string | null;
  plan: string | null;
  /** Assistant ids the plan includes (decisions.md: not the plan name). */
  aiAssistants: AgentId[];
  agentId: AgentId | null;
  isAuthenticated: boolean;
}

let snapshot: AuthState | null = null;

/**
 * The known assistant ids (AgentIdSchema's values). Checked without zod: every screen reads the
 * session at start, and /login must not download the validation library before it is used.
 */
const isAgentId = (value: unknown): value is AgentId => (AGENT_IDS as readonly unknown[]).includes(value);

const parseAiAssistants = (raw: string | null): AgentId[] => {
  if (raw == null) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    return value.filter(isAgentId);
  } catch {
    return [];
  }
};

const parseAgentId = (raw: string | null): AgentId | null => {
  const value = Number(raw);
  return raw != null && isAgentId(value) ? value : null;
};

const readAuthState = (): AuthState => {
  const token = readStoredItem(STORAGE_KEYS.token);
  const aiAssistants = parseAiAssistants(readStoredItem(STORAGE_KEYS.aiAssistants));
  const agentId = parseAgentId(readStoredItem(STORAGE_KEYS.agentId));
  return {
    token,
    role: readStoredItem(STORAGE_KEYS.role),
    plan: readStoredItem(STORAGE_KEYS.plan),
    aiAssistants,
    // The agent outlives a logout (clearAuth): someone whose plan lacks it chooses again.
    agentId: agentId !== null && aiAssistants.includes(agentId) ? agentId : null,
    isAuthenticated: token != null && token !== '',
  };
};

// Another tab signing in or out changes what this tab may show.
const { subscribe: subscribeToAuth, notify } = watchStoredKeys(Object.values(STORAGE_KEYS), {
  forget: () => {
    snapshot = null;
  },
});
/** The current auth state; cached so useSyncExternalStore sees a stable object between changes. */
export const getAuthState = (): AuthState => {
  snapshot ??= readAuthState();
  return snapshot;
};

export const useAuth = (): AuthState => useSyncExternalStore(subscribeToAuth, getAuthState);

const writeItems = (items: Record<string, string>) => {
  Object.entries(items).forEach(([key, value]) => window.localStorage.setItem(key, value));
};

/**
 * Whether the person ended the session in this tab themselves (a logout, an erasure), not the
 * server: the login screen then has no screen to come back to (wanted-path.ts). Until the next login.
 */
let wasLoggedOut = false;
export const hasLoggedOut = (): boolean => wasLoggedOut;

export const saveLogin = (login: TokenResponse): void => {
  wasLoggedOut = false;
  writeItems({
    [STORAGE_KEYS.token]: login.access_token,
    [STORAGE_KEYS.role]: login.role,
    [STORAGE_KEYS.plan]: login.plan,
    [STORAGE_KEYS.aiAssistants]: JSON.stringify(login.ai_assistants),
  });
  notify();
};

/** Keeps the stored plan fresh when the server reports a changed one (GET /api/me). */
export const savePlan = (plan: string, aiAssistants: AgentId[]): void => {
  const current = getAuthState();
  const serialized = JSON.stringify(aiAssistants);
  if (current.plan === plan && JSON.stringify(current.aiAssistants) === serialized) return;
  writeItems({ [STORAGE_KEYS.plan]: plan, [STORAGE_KEYS.aiAssistants]: serialized });
  notify();
};

export const saveAgentId = (agentId: AgentId): void => {
  writeItems({ [STORAGE_KEYS.agentId]: String(agentId) });
  notify();
};

/** A remembered session's fresh token (session-renewal.ts); the rest of the login stays. */
export const saveRenewedToken = (token: string): void => {
  writeItems({ [STORAGE_KEYS.token]: token });
  notify();
};

/**
 * What a logout leaves on this device: the chosen agent (issue 34: it is not health data, and it
 * keeps the Diary in the menu of the patient who comes back), the device's time zone and the
 * appearance chosen in the profile (System, Light or Dark; not health data either) and the
 * interface language.
 */
const KEPT_AT_LOGOUT: readonly string[] = [
  STORAGE_KEYS.agentId,
  TIME_ZONE_STORAGE_KEY,
  COLOR_SCHEME_STORAGE_KEY,
  // The interface language chosen on this device (issue 36), and whether it is the chat's too.
  LANGUAGE_STORAGE_KEY,
  LANGUAGE_SEPARATE_STORAGE_KEY,
  CHAT_LANGUAGE_SYNC_STORAGE_KEY,
];

/**
 * Spec section 4: logout clears token, role, plan and ai_assistants; so goes every other item of
 * this app's storage but KEPT_AT_LOGOUT: the photo path (issue 15), the weather and its place,
 * whatever a screen kept for the person. The agent stays; whoever signs in next with a plan
 * without it chooses again (readAuthState).
 */
export const clearAuth = ({ isAskedFor = false }: { isAskedFor?: boolean } = {}): void => {
  if (isAskedFor) wasLoggedOut = true;
  try {
    const storage = window.localStorage;
    const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index)).filter((key): key is string => key !== null);
    keys.filter((key) => !KEPT_AT_LOGOUT.includes(key)).forEach((key) => storage.removeItem(key));
  } catch {
    // Blocked storage held nothing.
  }
  notify();
};
