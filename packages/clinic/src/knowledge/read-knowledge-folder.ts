import fs from 'node:fs';
import path from 'node:path';
import { packageFolder } from '../package-folder';
import { parseKnowledgeEntry, type KnowledgeEntry } from './knowledge-entry';

/** The repository's knowledge base: packages/clinic/knowledge/<area>/<id>.md */
export const KNOWLEDGE_FOLDER = path.join(packageFolder('@cephalo/clinic'), 'knowledge');

/**
 * Reads every entry once at start (the only file access of this package). An entry whose id
 * differs from its file name, or an id used twice, is refused: references must stay stable.
 */
export function readKnowledgeFolder(folder = KNOWLEDGE_FOLDER): KnowledgeEntry[] {
  const entries: KnowledgeEntry[] = [];
  const seen = new Set<string>();
  for (const area of fs.readdirSync(folder, { withFileTypes: true })) {
    if (!area.isDirectory()) continue;
    for (const file of fs
      .readdirSync(path.join(folder, area.name))
      .filter((name) => name.endsWith('.md'))
      .sort()) {
      const entry = parseKnowledgeEntry(fs.readFileSync(path.join(folder, area.name, file), 'utf8'), file);
      if (`${entry.id}.md` !== file) throw new Error(`${file}: id ${entry.id} does not match the file name`);
      if (seen.has(entry.id)) throw new Error(`${file}: id ${entry.id} is used twice`);
      seen.add(entry.id);
      entries.push(entry);
    }
  }
  return entries;
}
