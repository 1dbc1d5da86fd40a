/**
 * The screen someone was on their way to when the app sent them to log in (the reminder e-mail's
 * /diary, a bookmark, a session that ended on a screen): carried in the login address as
 * `?next=` so it survives a reload and the detour through registration, and opened after login.
 */
export const WANTED_PATH_PARAM = 'next';

/** This app's origin; a stand-in where there is no tab (the build draws the login screen into its page). */
export const appOrigin = (): string => (typeof window === 'undefined' ? 'http://localhost' : window.location.origin);

/** Screens that are the way in themselves: going "back" to them after login would be a loop. */
const isWayIn = (pathname: string) => pathname === '/login' || pathname === '/register' || pathname.startsWith('/register/');

/**
 * The wanted path if it is an address of this app: same origin, a path (not `//host` or
 * `/\host`, which browsers read as another host), not the API, the uploads or a way-in screen.
 * Anything else is ignored, so a crafted link cannot send someone elsewhere after login.
 */
export const safeWantedPath = (raw: string | null | undefined, origin: string): string | null => {
  if (!raw || raw.length > 2048 || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return null;
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  const { pathname } = url;
  // The start screens are where a login leads anyway (a clinic administrator's guard moves them on).
  if (pathname === '/' || pathname === '/home' || isWayIn(pathname) || pathname === '/api' || pathname.startsWith('/api/') || pathname.startsWith('/uploads/'))
    return null;
  return `${pathname}${url.search}${url.hash}`;
};

/** The wanted path of a login or registration address (its `?next=`), checked. */
export const wantedPathOf = (search: string, origin: string): string | null => safeWantedPath(new URLSearchParams(search).get(WANTED_PATH_PARAM), origin);

/** `to` with the wanted path passed on, or `to` alone when there is none. */
export const withWantedPath = (to: string, wantedPath: string | null): string =>
  wantedPath === null ? to : `${to}?${new URLSearchParams({ [WANTED_PATH_PARAM]: wantedPath }).toString()}`;

/** The login address that comes back to `location` afterwards (or, from a way-in screen, to where that one was to lead). */
export const loginPathFor = (location: { pathname: string; search: string; hash: string }, origin: string): string =>
  withWantedPath(
    '/login',
    isWayIn(location.pathname) ? wantedPathOf(location.search, origin) : safeWantedPath(`${location.pathname}${location.search}${location.hash}`, origin),
  );
