import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { SCREENS, screenModules } from '../../apps/web/src/app/screens';

/** One chunk of dist/.vite/manifest.json (Vite's build manifest). */
interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface RouteWeight {
  route: string;
  /** Gzipped bytes of the JavaScript the route loads before it is used. */
  jsGzip: number;
  cssGzip: number;
  jsBrotli: number;
  cssBrotli: number;
  files: string[];
}

/** The files a chunk loads at once: itself, its CSS and, transitively, its static imports (not dynamic ones). */
const collectStatic = (manifest: Manifest, key: string, files: Set<string>, seen: Set<string>): void => {
  if (seen.has(key)) return;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`the build manifest has no chunk ${key}`);
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) collectStatic(manifest, imported, files, seen);
};

/** Bytes of `file` as sent: its precompressed twin when the build wrote one, else compressed here. */
const compressedSize = (distDir: string, file: string, kind: 'gz' | 'br'): number => {
  const twin = path.join(distDir, `${file}.${kind}`);
  if (fs.existsSync(twin)) return fs.statSync(twin).size;
  const content = fs.readFileSync(path.join(distDir, file));
  return kind === 'gz' ? zlib.gzipSync(content).length : zlib.brotliCompressSync(content).length;
};

/**
 * Per route: the entry chunk with its static imports and start-up steps plus the route's lazy chunk(s) and their
 * static imports, as the screen's page preloads them; not dynamic imports (the voice recorder, a
 * dialog's form, a tooltip), which load when used.
 */
export const measureRouteWeights = (distDir: string): RouteWeight[] => {
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('the build manifest names no entry chunk');
  return SCREENS.map((screen) => {
    const files = new Set<string>();
    const seen = new Set<string>();
    collectStatic(manifest, entryKey, files, seen);
    // The entry's dynamic imports are the app's start-up steps (main.tsx), preloaded on every page.
    for (const step of manifest[entryKey]?.dynamicImports ?? []) collectStatic(manifest, step, files, seen);
    // The screen's lazy chunks: the signed-in frame's too, for the signed-in screens.
    for (const module of screenModules(screen)) collectStatic(manifest, module, files, seen);
    const sum = (extension: string, kind: 'gz' | 'br') =>
      [...files].filter((file) => file.endsWith(extension)).reduce((total, file) => total + compressedSize(distDir, file, kind), 0);
    return {
      route: screen.path,
      jsGzip: sum('.js', 'gz'),
      cssGzip: sum('.css', 'gz'),
      jsBrotli: sum('.js', 'br'),
      cssBrotli: sum('.css', 'br'),
      files: [...files].sort(),
    };
  });
};
