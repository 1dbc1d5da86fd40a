import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';
import { INTERFACE_LANGUAGES, type InterfaceLanguageCode } from '@cephalo/shared/interface-languages';
import { pageInLanguage } from '@cephalo/shared/page-language';
import { chatFirstPaintSource } from './chat-first-paint.ts';
import { withColorSchemeScript } from './color-scheme-first-paint.ts';
import type { LanguageFirstPaints } from './first-paint-render.tsx';
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

/** The page's `<html lang>`: the language its words are in (screen readers, hyphenation, the browser's translate offer). */
export const withPageLanguage = (html: string, code: InterfaceLanguageCode): string => {
  const tag = /<html lang="[^"]*"/;
  if (!tag.test(html)) throw new Error('the page has no <html lang="...">');
  return html.replace(tag, `<html lang="${code}"`);
};

/**
 * Every screen's first paint in every language, from the renderer the build's first step made. It
 * runs in a Node process of its own: this config's modules run in Vite's module runner, closed by
 * now, and React's production build is the one whose markup the browser gets.
 */
const renderFirstPaints = (root: string): Record<InterfaceLanguageCode, LanguageFirstPaints> => {
  const file = path.join(root, FIRST_PAINT_RENDERER);
  if (!fs.existsSync(file)) throw new Error(`${FIRST_PAINT_RENDERER} is missing: build with \`npm run build --workspace @cephalo/web\`, which makes it first`);
  const script = `const { renderFirstPaints } = await import(${JSON.stringify(pathToFileURL(file).href)}); process.stdout.write(JSON.stringify(await renderFirstPaints()));`;
  const output = execFileSync(process.execPath, ['--input-type=module', '--eval', script], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production' },
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  return JSON.parse(output) as Record<InterfaceLanguageCode, LanguageFirstPaints>;
};

/**
 * Writes each screen's first paint, drawn by its own components at build time
 * (first-paint-render.tsx), into the page the build made for it (build/screen-pages.ts,
 * pages/<screen>.html); runs after that plugin. Every page, index.html too, is written once per
 * interface language (issue 36, point 6): English in its place, another language in
 * pages/<code>/ (pageInLanguage), with its `<html lang>`; the server answers a reader with the
 * page in their language (apps/server/src/plugins/web-app.ts). index.html, the page of every
 * other address, stays empty. A page with a first paint asks for the app's code after painting
 * it (load-after-first-paint.ts); the chat's page also gets its script, one per language with
 * that language's words (chat-first-paint.ts). Every page gets the colour scheme's inline script
 * in its head (color-scheme-first-paint.ts).
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
      const languages = renderFirstPaints(root);
      // Hashed names: served as immutable like the other assets.
      const emitFile = (file: { type: 'asset'; fileName: string; source: string }) => this.emitFile(file);
      const loaderFile = emitScript(emitFile, 'load-after-first-paint', LOADER_SOURCE);
      const built = (fileName: string) => {
        const page = bundle[fileName];
        if (!page || page.type !== 'asset') return this.error(`${fileName} is not in the bundle`);
        return page;
      };
      /** The page in `code`: English replaces the built page, another language is a page of its own. */
      const write = (fileName: string, code: InterfaceLanguageCode, html: string) => {
        const source = withColorSchemeScript(withPageLanguage(html, code));
        if (fileName === pageInLanguage(fileName, code)) built(fileName).source = source;
        else emitFile({ type: 'asset', fileName: pageInLanguage(fileName, code), source });
      };
      // Screens of one module share its page (/patients and /patients/:id): it is painted once.
      const pageScreens = SCREENS.filter((screen, index) => SCREENS.findIndex((other) => other.file === screen.file) === index);
      const sources = new Map(
        ['index.html', ...pageScreens.map((screen) => `pages/${screen.file}.html`)].map((fileName) => [fileName, String(built(fileName).source)]),
      );
      for (const { code } of INTERFACE_LANGUAGES) {
        const language = languages[code];
        if (!language) return this.error(`no first paints were drawn in ${code}`);
        const chatFile = emitScript(emitFile, 'chat-first-paint', chatFirstPaintSource(language.chatTexts));
        write('index.html', code, sources.get('index.html') ?? '');
        for (const screen of pageScreens) {
          const fileName = `pages/${screen.file}.html`;
          const markup = language.paints[screen.path];
          if (markup === undefined) return this.error(`no first paint was drawn for ${screen.path} in ${code}`);
          const painted = withFirstPaint(sources.get(fileName) ?? '', markup);
          if (markup === null) {
            write(fileName, code, painted);
            continue;
          }
          const withLoader = withAppAfterFirstPaint(painted, `/${loaderFile}`);
          write(fileName, code, screen.file === CHAT_SCREEN_FILE ? withPageScript(withLoader, `/${chatFile}`) : withLoader);
        }
      }
    },
  };
}
