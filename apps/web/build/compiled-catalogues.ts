import fs from 'node:fs';
import path from 'node:path';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';
import { partOfKey, type CataloguePart } from '../src/i18n/catalogue-parts.ts';

const CATALOGUE = /[\\/]i18n[\\/]catalogues[\\/]([a-z]{2})\.json\?part=(public|app)$/;

const readCatalogue = (file: string): Record<string, string> => JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>;

/**
 * Serves `i18n/catalogues/<code>.json?part=<part>` compiled (decision 029): the part's keys as
 * Lingui's compiled messages, so the browser needs no ICU parser. A key a translation does not have
 * yet takes the English text, so a screen never shows a bare key and one download holds all of a
 * screen's words. Vitest's project of the web tests uses it too (vitest.config.ts).
 */
export function compiledCatalogues(): Plugin {
  return {
    name: 'cephalo:compiled-catalogues',
    enforce: 'pre',
    load(id) {
      const match = CATALOGUE.exec(id);
      if (!match) return null;
      const file = id.slice(0, id.indexOf('?'));
      const english = readCatalogue(path.join(path.dirname(file), 'en.json'));
      const own = readCatalogue(file);
      this.addWatchFile(file);
      const part = match[2] as CataloguePart;
      const compiled: Record<string, unknown> = {};
      for (const [key, englishText] of Object.entries(english)) {
        if (partOfKey(key) !== part) continue;
        // Compiled even without arguments: Lingui's runtime takes a plain string for an uncompiled message.
        compiled[key] = compileMessageOrThrow(own[key] ?? englishText);
      }
      // JSON.parse of a string: faster to start than the same object as JavaScript (V8's advice for large data).
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(compiled))});`;
    },
  };
}
