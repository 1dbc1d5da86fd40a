// Run by build.mjs after compiling (as <outdir>/build-embedded-template.js): puts the migrated
// empty embedded database beside the compiled server (embedded-template.ts). `--cache FOLDER`
// keeps templates by key, so a second build folder (the API tests' dist-test) copies instead of
// running initdb again.
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { BUILT_TEMPLATE_FOLDER, embeddedTemplateKey, ensureEmbeddedTemplate } from './embedded-template';
import { MIGRATIONS_FOLDER, openPglite } from './open-database';

const { values } = parseArgs({ options: { cache: { type: 'string' } } });
if (!values.cache) throw new Error('--cache FOLDER is required');

const outcome = await ensureEmbeddedTemplate(BUILT_TEMPLATE_FOLDER, values.cache, embeddedTemplateKey(MIGRATIONS_FOLDER), async (dataDir) => {
  fs.mkdirSync(dataDir, { recursive: true });
  const database = await openPglite(new PGlite(dataDir));
  await database.close();
});
process.stdout.write(`${outcome}\n`);
