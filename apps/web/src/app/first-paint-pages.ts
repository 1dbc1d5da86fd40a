import type { Plugin } from 'vite';
import { firstPaintMarkup } from './first-paint.ts';
import { SCREEN_ROUTES } from './screen-routes.ts';

const EMPTY_ROOT = '<div id="root"></div>';

/** A page's HTML with the screen's first paint inside <div id="root">, or as it was. */
export const withFirstPaint = (html: string, markup: string | null): string => {
  if (markup === null) return html;
  if (!html.includes(EMPTY_ROOT)) throw new Error('the page has no empty <div id="root"></div>');
  return html.replace(EMPTY_ROOT, `<div id="root">${markup}</div>`);
};

/**
 * Writes each signed-in screen's first paint (first-paint.ts) into the page the build made for
 * it (build/screen-pages.ts, pages/<screen>.html); runs after that plugin. index.html, the page
 * of every other address, stays empty: whether a visitor is signed in is known only in the browser.
 */
export function firstPaintPages(): Plugin {
  return {
    name: 'cephalo-first-paint-pages',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      for (const screen of SCREEN_ROUTES) {
        const page = bundle[`pages/${screen.file}.html`];
        if (!page || page.type !== 'asset') return this.error(`pages/${screen.file}.html is not in the bundle`);
        page.source = withFirstPaint(String(page.source), firstPaintMarkup(screen));
      }
    },
  };
}
