import { COLOR_SCHEME_SCRIPT } from '@cephalo/shared/color-scheme-first-paint';

/**
 * Issue 34, point 7: the pages are built once for everyone with `data-mantine-color-scheme="light"`;
 * the scheme's script (packages/shared/src/color-scheme-first-paint.ts) goes first in each page's
 * <head>, inline, so the body is painted in the chosen scheme without waiting for a request.
 */
export const withColorSchemeScript = (html: string): string => {
  if (!html.includes('<head>')) throw new Error('the page has no <head>');
  return html.replace('<head>', `<head>\n    <script>${COLOR_SCHEME_SCRIPT}</script>`);
};
