import { describe, expect, it } from 'vitest';
import { COLOR_SCHEME_SCRIPT } from '@cephalo/shared/color-scheme-first-paint';
import { withColorSchemeScript } from './color-scheme-first-paint';

/** Runs the page's script against a stored choice and a system setting; returns the scheme it set. */
const schemeSet = (stored: string | null | Error, systemIsDark: boolean): string | undefined => {
  const attributes = new Map<string, string>();
  const window = {
    localStorage: {
      getItem: (key: string) => {
        if (stored instanceof Error) throw stored;
        return key === 'color-scheme' ? stored : null;
      },
    },
    matchMedia: (query: string) => ({ matches: query === '(prefers-color-scheme: dark)' && systemIsDark }),
  };
  const document = { documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) } };
  new Function('window', 'document', COLOR_SCHEME_SCRIPT)(window, document);
  return attributes.get('data-mantine-color-scheme');
};

describe("the pages' colour scheme script, run before the first paint", () => {
  it('applies the choice kept on the device over the system setting', () => {
    expect(schemeSet('dark', false)).toBe('dark');
    expect(schemeSet('light', true)).toBe('light');
  });

  it('follows the system when the choice is System or none was made, as the app does', () => {
    expect(schemeSet('auto', true)).toBe('dark');
    expect(schemeSet(null, true)).toBe('dark');
    expect(schemeSet(null, false)).toBe('light');
  });

  it('keeps the light default when storage is refused', () => {
    expect(schemeSet(new Error('SecurityError'), true)).toBe('light');
  });

  it('goes first in the head, inline, so the first paint waits for no request', () => {
    const page = '<!doctype html>\n<html lang="en" data-mantine-color-scheme="light">\n  <head>\n    <meta charset="UTF-8" />\n  </head>\n</html>\n';
    expect(withColorSchemeScript(page)).toBe(
      `<!doctype html>\n<html lang="en" data-mantine-color-scheme="light">\n  <head>\n    <script>${COLOR_SCHEME_SCRIPT}</script>\n    <meta charset="UTF-8" />\n  </head>\n</html>\n`,
    );
    expect(() => withColorSchemeScript('<html></html>')).toThrow('no <head>');
  });
});
