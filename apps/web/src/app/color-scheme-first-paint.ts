import { COLOR_SCHEME_STORAGE_KEY } from '../lib/color-scheme-key';

/**
 * Issue 34, point 7: a patient who chose the dark theme (or whose phone is dark) must not get a
 * white flash at night while the page's first paint waits for the app. The pages are built once
 * for everyone with `data-mantine-color-scheme="light"`; this tiny same-origin script, in the
 * <head> and so run before the body is painted, sets the scheme the app will choose (the stored
 * choice, else the system's). It blocks rendering for a few hundred bytes from the cache; the
 * Content-Security-Policy allows no inline script, so it is a file of its own.
 */
function applyStoredColorScheme(storageKey: string): void {
  let scheme = 'light';
  try {
    const stored = window.localStorage.getItem(storageKey);
    if (stored === 'light' || stored === 'dark') scheme = stored;
    else if (window.matchMedia('(prefers-color-scheme: dark)').matches) scheme = 'dark';
  } catch {
    // Storage refused (a private window's settings): the light default, as the app then shows.
  }
  document.documentElement.setAttribute('data-mantine-color-scheme', scheme);
}

export const COLOR_SCHEME_SOURCE = `(${applyStoredColorScheme.toString()})(${JSON.stringify(COLOR_SCHEME_STORAGE_KEY)});\n`;

/** The page with the script first in its <head>, blocking, so the body is painted in the chosen scheme. */
export const withColorSchemeScript = (html: string, scriptPath: string): string => {
  if (!html.includes('<head>')) throw new Error('the page has no <head>');
  return html.replace('<head>', `<head>\n    <script src="${scriptPath}"></script>`);
};
