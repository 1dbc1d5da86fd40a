/**
 * The browser's IANA time zone, sent with every API request (api-client.ts): the server judges
 * "today" (diary, outcomes, forecast, report), dates each chat message and times the diary
 * reminder (from the login) on the person's own clock.
 *
 * Reading it needs Intl, and the first Intl object a page makes starts the browser's
 * internationalisation library: about 100-190 ms of one task on a phone (Lighthouse's 4x slower
 * CPU, measured in Chromium), in the middle of a screen's start (issue 14, Total Blocking Time).
 * So the zone is remembered in localStorage with the UTC offset it had, and a start whose offset
 * is the same uses it without Intl. A new offset (a journey, a change to summer time) reads the
 * zone again at once, at the next request; the same offset means the same local day and time now,
 * which is what the server reads the zone for.
 */
/** Exported for the logout, which leaves it on the device (auth-storage.ts). */
export const TIME_ZONE_STORAGE_KEY = 'timeZone';

interface KnownZone {
  zone: string;
  /** Date#getTimezoneOffset when the zone was read: minutes behind UTC. */
  offset: number;
}

let known: KnownZone | null = null;

const isKnownZone = (value: unknown): value is KnownZone =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as KnownZone).zone === 'string' &&
  (value as KnownZone).zone !== '' &&
  Number.isInteger((value as KnownZone).offset);

const readStored = (): KnownZone | null => {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(TIME_ZONE_STORAGE_KEY) ?? 'null');
    return isKnownZone(parsed) ? parsed : null;
  } catch {
    return null;
  }
};

const store = (zone: KnownZone): void => {
  try {
    window.localStorage.setItem(TIME_ZONE_STORAGE_KEY, JSON.stringify(zone));
  } catch {
    // Private mode or a full storage: the zone is read again on the next start.
  }
};

/** The zone now: remembered while the offset stays, read with Intl otherwise. */
export const browserTimeZone = (now: Date = new Date()): string => {
  const offset = now.getTimezoneOffset();
  known ??= readStored();
  if (known?.offset !== offset) {
    known = { zone: Intl.DateTimeFormat().resolvedOptions().timeZone, offset };
    store(known);
  }
  return known.zone;
};

/** For tests: forget the zone held in memory (the stored one stays). */
export const forgetBrowserTimeZone = (): void => {
  known = null;
};
