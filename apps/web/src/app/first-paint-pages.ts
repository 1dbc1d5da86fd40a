import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';
import { CHAT_FIRST_PAINT_SOURCE } from './chat-first-paint.ts';
import { CHAT_SCREEN_FILE, firstPaintMarkup } from './first-paint.ts';
import { LOADER_SOURCE, withAppAfterFirstPaint } from './load-after-first-paint.ts';
import { SCREENS } from './screens.ts';

const EMPTY_ROOT = '<div id="root"></div>';

/** A page's HTML with the screen's first paint inside <div id="root">, or as it was. */
export const withFirstPaint = (html: string, markup: string | null): string => {
  if (markup === null) return html;
  if (!html.includes(EMPTY_ROOT)) throw new Error('the page has no empty <div id="root"></div>');
  return html.replace(EMPTY_ROOT, `<div id="root">${markup}</div>`);
};

/** Emits `source` as assets/<name>-<hash>.js and returns that name. */
const emitScript = (emitFile: (file: { type: 'asset'; fileName: string; source: string }) => unknown, name: string, source: string): string => {
  const fileName = `assets/${name}-${createHash('sha256').update(source).digest('hex').slice(0, 8)}.js`;
  emitFile({ type: 'asset', fileName, source });
  return fileName;
};

/**
 * The page with a small same-origin script of its own before </body>, asynchronous so it never
 * holds the first paint (the Content-Security-Policy allows no inline script).
 */
export const withPageScript = (html: string, scriptPath: string): string => {
  if (!html.includes('</body>')) throw new Error('the page has no </body>');
  return html.replace('</body>', `  <script src="${scriptPath}" async></script>\n  </body>`);
};

/**
 * Writes each screen's first paint (first-paint.ts: the signed-in screens and /login) into the
 * page the build made for it (build/screen-pages.ts, pages/<screen>.html); runs after that plugin.
 * index.html, the page of every other address, stays empty: whether a visitor is signed in is
 * known only in the browser.
 * A page with a first paint asks for the app's code after painting it (load-after-first-paint.ts).
 */
export function firstPaintPages(): Plugin {
  return {
    name: 'cephalo-first-paint-pages',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      // Hashed names: served as immutable like the other assets.
      const emitFile = (file: { type: 'asset'; fileName: string; source: string }) => this.emitFile(file);
      const loaderFile = emitScript(emitFile, 'load-after-first-paint', LOADER_SOURCE);
      const chatFile = emitScript(emitFile, 'chat-first-paint', CHAT_FIRST_PAINT_SOURCE);
      for (const screen of SCREENS) {
        const page = bundle[`pages/${screen.file}.html`];
        if (!page || page.type !== 'asset') return this.error(`pages/${screen.file}.html is not in the bundle`);
        const markup = firstPaintMarkup(screen);
        const painted = withFirstPaint(String(page.source), markup);
        if (markup === null) {
          page.source = painted;
          continue;
        }
        const withLoader = withAppAfterFirstPaint(painted, `/${loaderFile}`);
        page.source = screen.file === CHAT_SCREEN_FILE ? withPageScript(withLoader, `/${chatFile}`) : withLoader;
      }
    },
  };
}
