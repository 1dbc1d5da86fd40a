import type { KnowledgeEntry } from '../knowledge/knowledge-entry';
import type { KnowledgeIndex } from '../knowledge/knowledge-index';
import { RED_FLAG_ENTRIES } from '../triage/red-flag-entries';
import type { RedFlagCategory } from '../triage/red-flags';

const MAX_ENTRIES = 3;

/** The retrieved entries with the red flags' own entries first (of the asked assistant), at most three. */
export function entriesForRedFlags(index: KnowledgeIndex, redFlags: RedFlagCategory[], retrieved: KnowledgeEntry[], agent: number): KnowledgeEntry[] {
  const flagged = redFlags.flatMap((flag) => index.get(RED_FLAG_ENTRIES[flag]) ?? []).filter((entry) => entry.agent === agent);
  const ordered = [...flagged, ...retrieved].filter((entry, position, all) => all.findIndex((other) => other.id === entry.id) === position);
  return ordered.slice(0, MAX_ENTRIES);
}
