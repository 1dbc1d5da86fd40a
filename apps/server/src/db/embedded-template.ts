import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * A new embedded database costs about five CPU-seconds before its first query: PGlite runs
 * PostgreSQL's initdb in WebAssembly, then every migration runs. The build does that once and
 * keeps the result, an empty migrated data folder, next to the compiled server; a new
 * installation copies it (tens of milliseconds) and the migrator finds nothing left to do.
 *
 * Layout of a template folder: `data/` (the PostgreSQL data folder) and `key` (what it was made
 * from). A template whose key differs from the running code's (another PGlite version, a changed
 * migration) is never used: the server then creates the database itself, as without a template.
 */
const TEMPLATE_DATA = 'data';
const TEMPLATE_KEY = 'key';

/**
 * Where the compiled server looks for the build's template: beside its bundle (apps/server/dist,
 * whose modules all share the bundle's folder). The TypeScript sources have none there, so a
 * start through tsx, and the in-process tests, create their databases as before.
 */
export const BUILT_TEMPLATE_FOLDER = path.join(import.meta.dirname, 'pglite-template');

const require = createRequire(import.meta.url);

/** The installed PGlite's version: its data folders are only read by the version that wrote them. */
function pgliteVersion(): string {
  let folder = path.dirname(require.resolve('@electric-sql/pglite'));
  while (!fs.existsSync(path.join(folder, 'package.json'))) folder = path.dirname(folder);
  return (JSON.parse(fs.readFileSync(path.join(folder, 'package.json'), 'utf8')) as { version: string }).version;
}

/** What a template must have been made from to serve this code: the PGlite version and every migration file. */
export function embeddedTemplateKey(migrationsFolder: string): string {
  const hash = crypto.createHash('sha256').update(`pglite ${pgliteVersion()}\n`);
  const visit = (folder: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) visit(file);
      else hash.update(`${path.relative(migrationsFolder, file)}\n`).update(fs.readFileSync(file));
    }
  };
  visit(migrationsFolder);
  return hash.digest('hex');
}

const isUsable = (templateFolder: string, key: string): boolean => {
  try {
    return fs.readFileSync(path.join(templateFolder, TEMPLATE_KEY), 'utf8') === key && fs.existsSync(path.join(templateFolder, TEMPLATE_DATA, 'PG_VERSION'));
  } catch {
    return false;
  }
};

const isMissingOrEmpty = (folder: string): boolean => !fs.existsSync(folder) || fs.readdirSync(folder).length === 0;

/**
 * Copies the template's data folder to `dataDir` when `dataDir` is missing or empty and the
 * template matches `key`; answers whether it did. The copy is made beside `dataDir` and renamed
 * into place, so a start cut short leaves no half database for the next start to trust.
 */
export function startFromEmbeddedTemplate(templateFolder: string, dataDir: string, key: string): boolean {
  if (!isMissingOrEmpty(dataDir) || !isUsable(templateFolder, key)) return false;
  const partial = `${dataDir}.partial-${process.pid}`;
  fs.rmSync(partial, { recursive: true, force: true });
  fs.cpSync(path.join(templateFolder, TEMPLATE_DATA), partial, { recursive: true });
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.renameSync(partial, dataDir);
  return true;
}

/**
 * Makes sure `templateFolder` holds a template for `key`: kept when it already does, else copied
 * from `cacheFolder/<key>` (a build cache shared by build folders), else made there by
 * `createDatabase` (initdb and migrations on a new PGlite in the folder given) and then copied.
 */
export async function ensureEmbeddedTemplate(
  templateFolder: string,
  cacheFolder: string,
  key: string,
  createDatabase: (dataDir: string) => Promise<void>,
): Promise<'kept' | 'copied' | 'created'> {
  if (isUsable(templateFolder, key)) return 'kept';
  const cached = path.join(cacheFolder, key);
  let outcome: 'copied' | 'created' = 'copied';
  if (!isUsable(cached, key)) {
    outcome = 'created';
    const making = `${cached}.partial-${process.pid}`;
    fs.rmSync(making, { recursive: true, force: true });
    await createDatabase(path.join(making, TEMPLATE_DATA));
    fs.writeFileSync(path.join(making, TEMPLATE_KEY), key);
    fs.rmSync(cached, { recursive: true, force: true });
    fs.renameSync(making, cached);
  }
  fs.rmSync(templateFolder, { recursive: true, force: true });
  fs.cpSync(cached, templateFolder, { recursive: true });
  return outcome;
}
