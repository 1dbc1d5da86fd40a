import type { KnowledgeEntry } from '../knowledge/knowledge-entry';
import type { KnowledgeIndex } from '../knowledge/knowledge-index';
import { RED_FLAG_ENTRIES } from '../triage/red-flag-entries';
import { RED_FLAG_CATEGORIES, type RedFlagCategory } from '../triage/red-flags';
import { URGENCY_OF } from '../triage/urgency';

const MAX_ENTRIES = 3;

/**
 * Entries of an emergency red flag that are mostly everyday guidance, the emergency being one
 * paragraph: "Wandering and getting lost" is how to prevent wandering (routine, door alarms, an ID
 * bracelet) before it is what to do when someone is missing now, so a carer asking how to keep a
 * father from going out at night, or whose mother got lost once two years ago, is answered from it.
 */
const EVERYDAY_GUIDES: ReadonlySet<string> = new Set(['wandering-and-getting-lost']);

/** The entries that explain a red flag of any urgency (a new headache after 50 as much as a thunderclap), everyday guides aside. */
export const RED_FLAG_ENTRY_IDS: ReadonlySet<string> = new Set(
  RED_FLAG_CATEGORIES.flatMap((category) => RED_FLAG_ENTRIES[category]).filter((id) => !EVERYDAY_GUIDES.has(id)),
);

/** The entries that explain an emergency (thunderclap, meningitis, stroke...): they open an answer only when triage found one. */
export const EMERGENCY_ENTRIES: ReadonlySet<string> = new Set(
  RED_FLAG_CATEGORIES.filter((category) => URGENCY_OF[category] === 'emergency')
    .flatMap((category) => RED_FLAG_ENTRIES[category])
    .filter((id) => !EVERYDAY_GUIDES.has(id)),
);

/**
 * The entries an answer stands on, ordered by the triage. With red flags: each flag's own entry
 * first (the asked assistant's, else the other's), then the retrieved ones, at most three.
 * Without: an emergency entry does not lead when another relevant entry is there, so "no fever,
 * no stiff neck, just my usual migraine, what can I take?" is answered about treatment, not
 * from the meningitis entry that its negated words also match. Unless the message names that entry
 * (`named`, knowledge/named-topics.ts): "What is the difference between delirium and dementia?"
 * is answered from the delirium entry.
 */
export function entriesForRedFlags(
  index: KnowledgeIndex,
  redFlags: RedFlagCategory[],
  retrieved: KnowledgeEntry[],
  agent: number,
  named: ReadonlySet<string> = new Set(),
): KnowledgeEntry[] {
  if (redFlags.length === 0) {
    if (retrieved[0] && named.has(retrieved[0].id)) return retrieved.slice(0, MAX_ENTRIES);
    const calm = retrieved.filter((entry) => !EMERGENCY_ENTRIES.has(entry.id));
    return calm.length > 0 ? [...calm, ...retrieved.filter((entry) => EMERGENCY_ENTRIES.has(entry.id))].slice(0, MAX_ENTRIES) : retrieved.slice(0, MAX_ENTRIES);
  }
  const flagged = redFlags.flatMap((flag) => {
    const entries = RED_FLAG_ENTRIES[flag].flatMap((id) => index.get(id) ?? []);
    const own = entries.find((entry) => entry.agent === agent);
    return own ? [own] : entries.slice(0, 1);
  });
  const ordered = [...flagged, ...retrieved].filter((entry, position, all) => all.findIndex((other) => other.id === entry.id) === position);
  return ordered.slice(0, MAX_ENTRIES);
}
