import fs from 'node:fs';
import path from 'node:path';
import { packageFolder } from '../package-folder';
import { load as parseYaml } from 'js-yaml';
import { LexiconSchema, type Lexicon } from './lexicon-schema';

export const LEXICON_FOLDER = path.join(packageFolder('@cephalo/clinic'), 'lexicon');

/** Every language's lexicon file, validated; a broken file stops the start, not a triage. */
export function readLexicons(folder = LEXICON_FOLDER): Lexicon[] {
  return fs
    .readdirSync(folder)
    .filter((name) => name.endsWith('.yaml'))
    .sort()
    .map((name) => {
      const parsed = LexiconSchema.safeParse(parseYaml(fs.readFileSync(path.join(folder, name), 'utf8')));
      if (!parsed.success) throw new Error(`${name}: ${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`);
      if (`${parsed.data.language}.yaml` !== name) throw new Error(`${name}: language ${parsed.data.language} does not match the file name`);
      return parsed.data;
    });
}
