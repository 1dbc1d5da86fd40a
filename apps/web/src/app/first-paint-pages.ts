import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';
import { firstPaintMarkup } from './first-paint.ts';
import { LOADER_SOURCE, withAppAfterFirstPaint } from './load-after-first-paint.ts';
import { SCREEN_ROUTES } from './screen-routes.ts';

const EMPTY_ROOT = '<div id="root"></div>';

/** A page's HTML with the screen's first paint inside <div id="root">, or as it was. */
export const withFirstPaint = (html: string, markup: string | null): string => {
  if (markup === null) return html;
  if (!html.includes(EMPTY_ROOT)) throw new Error('the page has no empty <div id="root"></div>');
  return html.replace(EMPTY_ROOT, `<div id="root">${markup}</div>`);
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
      // A hashed name: served as immutable like the other assets.
      const loaderFile = `assets/load-after-first-paint-${createHash('sha256').update(LOADER_SOURCE).digest('hex').slice(0, 8)}.js`;
      this.emitFile({ type: 'asset', fileName: loaderFile, source: LOADER_SOURCE });
      for (const screen of SCREEN_ROUTES) {
        const page = bundle[`pages/${screen.file}.html`];
        if (!page || page.type !== 'asset') return this.error(`pages/${screen.file}.html is not in the bundle`);
        const markup = firstPaintMarkup(screen);
        const painted = withFirstPaint(String(page.source), markup);
        page.source = markup === null ? painted : withAppAfterFirstPaint(painted, `/${loaderFile}`);
      }
    },
  };
}
