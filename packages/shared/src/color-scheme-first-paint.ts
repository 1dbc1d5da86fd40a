/**
 * The appearance chosen in the profile (System, Light or Dark; issue 34, point 7) is kept on the
 * device under this key, as Mantine writes it: "light", "dark" or "auto". It is not health data,
 * so a logout leaves it (apps/web/src/lib/auth-storage.ts).
 */
export const COLOR_SCHEME_STORAGE_KEY = 'color-scheme';

/**
 * The script every page runs first in its <head>, before its body is painted: it sets the scheme
 * the app will choose (the stored choice, else the system's), so a dark choice or a dark phone
 * gets no white flash at night. It is inline, so the first paint waits for no request on a slow
 * link; the server's Content-Security-Policy allows exactly this text by its SHA-256 hash
 * (apps/server/src/plugins/security-headers.ts), which is why it is written here once, as text,
 * for the build and the server alike. Storage refused (a private window's settings): the light
 * default, as the app then shows.
 */
export const COLOR_SCHEME_SCRIPT =
  '(function(){var scheme="light";try{var stored=window.localStorage.getItem(' +
  JSON.stringify(COLOR_SCHEME_STORAGE_KEY) +
  ');if(stored==="light"||stored==="dark")scheme=stored;else if(window.matchMedia("(prefers-color-scheme: dark)").matches)scheme="dark";}catch(refused){}' +
  'document.documentElement.setAttribute("data-mantine-color-scheme",scheme);})();';
