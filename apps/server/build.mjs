// Compiles the server for production: one ES module per entry (server, cli) in apps/server/dist,
// with the workspace packages (TypeScript sources) bundled in and every npm dependency left to
// node_modules, so `node apps/server/dist/server.js` starts without a TypeScript compiler.
// Beside them, pglite-template: the embedded database, migrated and empty, which a new installation
// copies instead of running initdb and every migration (src/db/embedded-template.ts); kept by key in
// node_modules/.cache, so the next build makes it only when PGlite or a migration changed.
// `--outdir DIR` writes elsewhere (the API tests' server processes use apps/server/dist-test, at
// the same depth, so the server's own node_modules resolve the same); `--quiet` prints nothing.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';

const serverFolder = import.meta.dirname;
const { values: options } = parseArgs({ options: { outdir: { type: 'string' }, quiet: { type: 'boolean', default: false } } });
const outdir = options.outdir ? path.resolve(options.outdir) : path.join(serverFolder, 'dist');
const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));
const workspaceManifests = [serverFolder, path.join(serverFolder, '../../packages/clinic'), path.join(serverFolder, '../../packages/shared')].map((folder) =>
  readJson(path.join(folder, 'package.json')),
);
const npmDependencies = [...new Set(workspaceManifests.flatMap((manifest) => Object.keys(manifest.dependencies ?? {})))].filter(
  (name) => !name.startsWith('@cephalo/'),
);

await build({
  entryPoints: {
    server: path.join(serverFolder, 'src/server.ts'),
    cli: path.join(serverFolder, 'src/cli/cli.ts'),
    'build-embedded-template': path.join(serverFolder, 'src/db/build-embedded-template.ts'),
  },
  outdir,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  // Subpath imports (`drizzle-orm/pg-core`) stay external with their package.
  external: npmDependencies.flatMap((name) => [name, `${name}/*`]),
  logLevel: 'warning',
});
const templateCache = path.join(serverFolder, '../../node_modules/.cache/cephalo-pglite-template');
const template = execFileSync(process.execPath, [path.join(outdir, 'build-embedded-template.js'), '--cache', templateCache], { encoding: 'utf8' }).trim();
if (!options.quiet) console.log(`server compiled to ${path.relative(process.cwd(), outdir)} (embedded database template ${template})`);
