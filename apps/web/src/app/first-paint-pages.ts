import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';
import { CHAT_FIRST_PAINT_SOURCE } from './chat-first-paint.ts';
import { withColorSchemeScript } from './color-scheme-first-paint.ts';
import { LOADER_SOURCE, withAppAfterFirstPaint } from './load-after-first-paint.ts';
import { SCREENS } from './screens.ts';

const EMPTY_ROOT = '<div id="root"></div>';

/**
 * Where the build's first step (`vite build --ssr src/app/first-paint-render.tsx`, apps/web's
 * `npm run build`) leaves the renderer of the screens' first paint, relative to apps/web.
 */
export const FIRST_PAINT_RENDERER = '.tmp/first-paint/first-paint-render.js';

/** The chat (/ai): its page has a script of its own that fills in the person's words (chat-first-paint.ts). */
const CHAT_SCREEN_FILE = 'ai';

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
 * Each screen's first paint by its path, from the renderer the build's first step made. It runs in
 * a Node process of its own: this config's modules run in Vite's module runner, closed by now,
 * and React's production build is the one whose markup the browser gets.
 */
const renderFirstPaints = (root: string): Record<string, string | null> => {
  const file = path.join(root, FIRST_PAINT_RENDERER);
  if (!fs.existsSync(file)) throw new Error(`${FIRST_PAINT_RENDERER} is missing: build with \`npm run build --workspace @cephalo/web\`, which makes it first`);
  const script = `const { renderFirstPaints } = await import(${JSON.stringify(pathToFileURL(file).href)}); process.stdout.write(JSON.stringify(await renderFirstPaints()));`;
  const output = execFileSync(process.execPath, ['--input-type=module', '--eval', script], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production' },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return JSON.parse(output) as Record<string, string | null>;
};

/**
 * Writes each screen's first paint, drawn by its own components at build time
 * (first-paint-render.tsx), into the page the build made for it (build/screen-pages.ts,
 * pages/<screen>.html); runs after that plugin. index.html, the page of every other address,
 * stays empty. A page with a first paint asks for the app's code after painting it
 * (load-after-first-paint.ts); the chat's page also gets its script (chat-first-paint.ts). Every
 * page gets the colour scheme's inline script in its head (color-scheme-first-paint.ts).
 */
export function firstPaintPages(): Plugin {
  let root = process.cwd();
  return {
    name: 'cephalo-first-paint-pages',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const firstPaints = renderFirstPaints(root);
      // Hashed names: served as immutable like the other assets.
      const emitFile = (file: { type: 'asset'; fileName: string; source: string }) => this.emitFile(file);
      const loaderFile = emitScript(emitFile, 'load-after-first-paint', LOADER_SOURCE);
      const chatFile = emitScript(emitFile, 'chat-first-paint', CHAT_FIRST_PAINT_SOURCE);
      // Screens of one module share its page (/patients and /patients/:id): it is painted once.
      const pageScreens = SCREENS.filter((screen, index) => SCREENS.findIndex((other) => other.file === screen.file) === index);
      for (const screen of pageScreens) {
        const page = bundle[`pages/${screen.file}.html`];
        if (!page || page.type !== 'asset') return this.error(`pages/${screen.file}.html is not in the bundle`);
        const markup = firstPaints[screen.path];
        if (markup === undefined) return this.error(`no first paint was drawn for ${screen.path}`);
        const painted = withFirstPaint(String(page.source), markup);
        if (markup === null) {
          page.source = painted;
          continue;
        }
        const withLoader = withAppAfterFirstPaint(painted, `/${loaderFile}`);
        page.source = screen.file === CHAT_SCREEN_FILE ? withPageScript(withLoader, `/${chatFile}`) : withLoader;
      }
      // Every page, painted or not (index.html too), opens in the chosen light or dark scheme.
      for (const asset of Object.values(bundle)) {
        if (asset.type === 'asset' && asset.fileName.endsWith('.html')) asset.source = withColorSchemeScript(String(asset.source));
      }
    },
  };
}
