// Test support, imported only by the test-first rounds' tests (*-round-*.test.ts): not product code.
import { describe, expect, it } from 'vitest';
import type { AgentId } from '@cephalo/shared/agents';
import { findRelevantEntries } from '../assistant/select-relevant-entries';
import { loadKnowledgeIndex } from '../knowledge/load-knowledge-index';
import { detectRedFlags, type RedFlagCategory } from './red-flags';

export type FlaggedCase = [message: string, agent: AgentId, category: RedFlagCategory];
/** A harmless message: no red flag on both assistants, or on the ones named. */
export type HarmlessCase = string | [message: string, agents: AgentId[]];

/** One language's messages of a test-first round, written apart from the evaluation sets. */
export interface PhrasingRound {
  /** Red flags told as patients and carers tell them: each must raise its category on its agent. */
  flagged: FlaggedCase[];
  /** Messages that hold a red flag's words without the red flag (denials, the past, someone else, a question): none. */
  harmless: HarmlessCase[];
  /** Everyday questions outside the assistants' subjects: no knowledge entry on either assistant. */
  offTopic: string[];
}

const BOTH_AGENTS: AgentId[] = [1, 2];

/** The three checks of a round, per language: each red flag raised, no alarm for a harmless message, nothing retrieved for everyday talk. */
export function describePhrasingRound(title: string, rounds: Record<string, PhrasingRound>): void {
  describe(title, () => {
    const index = loadKnowledgeIndex();
    for (const [language, round] of Object.entries(rounds)) {
      describe(language, () => {
        it.each(round.flagged)('flags %s (agent %i) as %s', (message, agent, category) => {
          expect(detectRedFlags(message, agent)).toContain(category);
        });
        const harmless = round.harmless.map((item): [string, AgentId[]] => (typeof item === 'string' ? [item, BOTH_AGENTS] : item));
        it.each(harmless)('raises no red flag: %s', (message, agents) => {
          for (const agent of agents) expect(detectRedFlags(message, agent), `agent ${agent}`).toEqual([]);
        });
        it.each(round.offTopic)('finds no knowledge entry for everyday talk: %s', (message) => {
          for (const agent of BOTH_AGENTS) {
            expect(
              findRelevantEntries(index, message, agent).map((entry) => entry.id),
              `agent ${agent}`,
            ).toEqual([]);
          }
        });
      });
    }
  });
}
