import { DEFAULT_INTERFACE_LANGUAGE, type InterfaceLanguageCode } from './interface-languages';

/**
 * The first paint in the reader's language (issue 36, point 6; decision 029). The build draws every
 * page once per interface language; the server answers an address with the page in the language
 * this cookie names, else the first of the request's Accept-Language it speaks, else English. The
 * web app writes the cookie whenever it shows a language (chosen on the device or the browser's),
 * so the next load of any page paints in it. It holds a language code and nothing else: no
 * identifier, no health data. Written here once for the web app and the server (which validates
 * it with InterfaceLanguageCodeSchema); zod-free, as /login loads it.
 */
export const PAGE_LANGUAGE_COOKIE = 'interface_language';

/** The `document.cookie` assignment that keeps `code` for the site's pages for a year (365 days; one template: /login's bytes count). */
export const pageLanguageCookie = (code: InterfaceLanguageCode, isSecure: boolean): string =>
  `${PAGE_LANGUAGE_COOKIE}=${code}; Max-Age=31536000; Path=/; SameSite=Lax${isSecure ? '; Secure' : ''}`;

/** The value of the first cookie called `name` in a Cookie header or `document.cookie`, as written (not yet validated). */
export const cookieValue = (cookies: string | undefined, name: string): string | undefined => {
  for (const cookie of (cookies ?? '').split(';')) {
    const separator = cookie.indexOf('=');
    if (separator !== -1 && cookie.slice(0, separator).trim() === name) return cookie.slice(separator + 1).trim();
  }
  return undefined;
};

/**
 * Where the build writes a page in a language: English at the page's own place (`pages/login.html`,
 * `index.html`), every other language in a folder of its own beside them (`pages/sr/login.html`,
 * `pages/sr/index.html`).
 */
export const pageInLanguage = (page: string, code: InterfaceLanguageCode): string =>
  code === DEFAULT_INTERFACE_LANGUAGE ? page : `pages/${code}/${page.slice(page.lastIndexOf('/') + 1)}`;
