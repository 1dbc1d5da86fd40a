import type { Plugin, Rolldown } from 'vite';
import { SCREENS, screenModules } from '../src/app/screens.ts';

/** Where the server finds each screen's page (apps/server/src/plugins/web-app.ts reads it). */
export const SCREEN_PAGES_FILE = 'pages/screens.json';

export interface ScreenPage {
  path: string;
  page: string;
}

const isChunk = (output: Rolldown.OutputBundle[string]): output is Rolldown.OutputChunk => output.type === 'chunk';

/**
 * Writes pages/<screen>.html: index.html plus `modulepreload` links for the screen's own code
 * (its lazy chunk, the signed-in frame's, and what they import) and its stylesheets. The
 * browser then fetches the screen with the app instead of after it has started (one round
 * trip less before the first paint); the server answers each screen's address with its page.
 */
export function screenPages(): Plugin {
  return {
    name: 'cephalo-screen-pages',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const indexHtml = bundle['index.html'];
      if (!indexHtml || indexHtml.type !== 'asset') return this.error('index.html is not in the bundle');
      const chunks = Object.values(bundle).filter(isChunk);
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const closure = (fileNames: string[], into = new Set<string>()): Set<string> => {
        for (const fileName of fileNames) {
          if (into.has(fileName)) continue;
          into.add(fileName);
          closure(byFile.get(fileName)?.imports ?? [], into);
        }
        return into;
      };
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) return this.error('no entry chunk');
      // main.tsx imports the app's start-up code step by step (dynamic imports, each evaluated in
      // a task of its own): every page preloads all of it from the start, as it would a static import.
      const staticFiles = closure([entry.fileName]);
      const bootFiles = [...closure(entry.dynamicImports)].filter((fileName) => !staticFiles.has(fileName));
      const entryScript = `<script type="module" crossorigin src="/${entry.fileName}"></script>`;
      if (!String(indexHtml.source).includes(entryScript)) return this.error('index.html has no module script for the entry');
      indexHtml.source = String(indexHtml.source).replace(
        entryScript,
        [entryScript, ...bootFiles.map((fileName) => `<link rel="modulepreload" crossorigin href="/${fileName}">`)].join('\n    '),
      );
      const loadedByIndex = closure([entry.fileName, ...entry.dynamicImports]);

      const pages: ScreenPage[] = [];
      for (const screen of SCREENS) {
        const roots = screenModules(screen).map((module) => {
          const chunk = chunks.find((candidate) => candidate.facadeModuleId?.replaceAll('\\', '/').endsWith(`/${module}`));
          if (!chunk) throw new Error(`no chunk for ${module}`);
          return chunk.fileName;
        });
        const scripts = [...closure(roots)].filter((fileName) => !loadedByIndex.has(fileName));
        const styles = scripts.flatMap((fileName) => [...(byFile.get(fileName)?.viteMetadata?.importedCss ?? [])]);
        const links = [
          ...scripts.map((fileName) => `<link rel="modulepreload" crossorigin href="/${fileName}">`),
          // Vite's loader finds these and does not add them again.
          ...styles.map((fileName) => `<link rel="stylesheet" crossorigin href="/${fileName}">`),
        ];
        const source = String(indexHtml.source).replace('</head>', `  ${links.join('\n    ')}\n  </head>`);
        const page = `pages/${screen.file}.html`;
        // Screens of one module (/patients and /patients/:id) share its page.
        if (!pages.some((other) => other.page === page)) this.emitFile({ type: 'asset', fileName: page, source });
        pages.push({ path: screen.path, page });
      }
      this.emitFile({ type: 'asset', fileName: SCREEN_PAGES_FILE, source: `${JSON.stringify(pages, null, 2)}\n` });
    },
  };
}
