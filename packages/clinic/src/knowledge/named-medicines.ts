import fs from 'node:fs';
import path from 'node:path';
import { load as parseYaml } from 'js-yaml';
import { z } from 'zod';
import { packageFolder } from '../package-folder';
import { hasCjk, normalizeText, wordTokens } from '../language/normalize-text';
import type { KnowledgeEntry } from './knowledge-entry';

export const MEDICINE_NAMES_PATH = path.join(packageFolder('@cephalo/clinic'), 'medicine-names.yaml');

const MedicineNamesSchema = z.object({
  sources: z.array(z.object({ title: z.string().min(3), url: z.url().startsWith('https://') })).min(1),
  entries: z.record(z.string(), z.array(z.string().trim().min(2)).min(1)),
});

/** Below this many letters a name meets only the whole word: "frova" in "frovatriptan", but "andol" not in "andola". */
const MIN_PREFIX_LETTERS = 5;

interface MedicineName {
  entryId: string;
  /** In normal form: Latin, Cyrillic transliterated, Greek without accents, or a CJK run. */
  text: string;
  isWholeWord: boolean;
}

/**
 * The entries a message names by a medicine (medicine-names.yaml): "How much Maxalt can I take in
 * a day?", "Kann ich Amigrenin mit Nurofen nehmen?", "ロキソニンとマクサルトを一緒に飲んでも大丈夫?".
 * Retrieval ranks on shared words, and a brand name is in no entry's text in the patient's
 * language, so such a question went to the general attack-treatment entry, which names every
 * class; the patient asked about one medicine, whose class has its own entry.
 */
export class NamedMedicines {
  private readonly words = new Map<string, MedicineName[]>();
  private readonly cjk: MedicineName[] = [];

  constructor(entries: KnowledgeEntry[], file = MEDICINE_NAMES_PATH) {
    if (!fs.existsSync(file)) return;
    const parsed = MedicineNamesSchema.safeParse(parseYaml(fs.readFileSync(file, 'utf8')));
    if (!parsed.success) throw new Error(`medicine-names.yaml: ${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`);
    const ids = new Set(entries.map((entry) => entry.id));
    const unknown = Object.keys(parsed.data.entries).filter((id) => !ids.has(id));
    if (unknown.length > 0) throw new Error(`medicine-names.yaml: no knowledge entry ${unknown.join(', ')}`);
    for (const [entryId, names] of Object.entries(parsed.data.entries)) {
      for (const written of names) {
        const isExact = written.startsWith('=');
        const text = normalizeText(isExact ? written.slice(1) : written).trim();
        if (hasCjk(text)) {
          this.cjk.push({ entryId, text, isWholeWord: false });
          continue;
        }
        const name = { entryId, text, isWholeWord: isExact || text.length < MIN_PREFIX_LETTERS };
        // Looked up by the first three letters of a message word: a name never starts later in a word.
        const key = text.slice(0, 3);
        this.words.set(key, [...(this.words.get(key) ?? []), name]);
      }
    }
  }

  /** The ids of the entries whose medicines the message names. */
  namedBy(message: string): Set<string> {
    const named = new Set<string>();
    for (const { text } of wordTokens(message)) {
      for (const name of this.words.get(text.slice(0, 3)) ?? []) {
        if (name.isWholeWord ? text === name.text : text.startsWith(name.text)) named.add(name.entryId);
      }
    }
    if (this.cjk.length > 0 && hasCjk(message)) {
      const normal = normalizeText(message);
      for (const name of this.cjk) if (normal.includes(name.text)) named.add(name.entryId);
    }
    return named;
  }
}
