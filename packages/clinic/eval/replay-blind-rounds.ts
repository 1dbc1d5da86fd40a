// npx tsx packages/clinic/eval/replay-blind-rounds.ts [--misses]: how well the matching mechanism
// generalises to phrasing it has not seen. Each blind tuning round is triaged with the current
// code over the lexicons as they were before that round was tuned on (read from git), so its
// red flags are as new to those lexicons as the held-out rounds are to today's (decision 019,
// "Round 8 and after"). Reads tuning items only; --misses prints the red flags still missed.
import { execFileSync } from 'node:child_process';
import { load as parseYaml } from 'js-yaml';
import { ConceptMatcher } from '../src/lexicon/concept-matcher';
import { knownWords } from '../src/lexicon/default-concept-matcher';
import { LEXICON_CONCEPTS, LexiconSchema, type Lexicon } from '../src/lexicon/lexicon-schema';
import { packageFolder } from '../src/package-folder';
import { detectRedFlags } from '../src/triage/red-flags';
import { urgentAlert } from '../src/triage/urgency';
import { loadEvalSet } from './evaluate-assistant';

/** Each blind tuning round and the last commit of the lexicons before it was tuned on. */
const ROUNDS = { r3: 'a4c744d', r4: 'a0c2b4b', r5: '46a06cf', r7: '9369a75' } as const;
/** A concept added after a round's lexicons gets a term nothing meets there. */
const NEVER_MET = '=zzzznevermet';

const git = (args: string[]) => execFileSync('git', ['-C', packageFolder('@cephalo/clinic'), ...args], { encoding: 'utf8', maxBuffer: 1 << 26 });

function lexiconsAt(commit: string): Lexicon[] {
  const files = git(['ls-tree', '--name-only', '--full-name', commit, 'lexicon/']).trim().split('\n');
  return files
    .filter((file) => file.endsWith('.yaml'))
    .map((file) => {
      const raw = parseYaml(git(['show', `${commit}:${file}`])) as { concepts: Record<string, unknown> };
      for (const concept of LEXICON_CONCEPTS) raw.concepts[concept] ??= [NEVER_MET];
      return LexiconSchema.parse(raw);
    });
}

const showMisses = process.argv.includes('--misses');
const items = loadEvalSet().filter((item) => !item.heldOut);
const words = knownWords();
const lines: string[] = [];
const total = { redFlags: 0, caught: 0, urgencyRight: 0, harmless: 0, falseAlarms: 0 };
for (const [round, commit] of Object.entries(ROUNDS)) {
  const matcher = new ConceptMatcher(lexiconsAt(commit), words);
  const count = { redFlags: 0, caught: 0, urgencyRight: 0, harmless: 0, falseAlarms: 0 };
  for (const item of items.filter((candidate) => candidate.id.includes(`-${round}-`))) {
    const flags = detectRedFlags(item.message, item.agent, matcher.find(item.message));
    if (item.kind !== 'red-flag') {
      count.harmless += 1;
      if (flags.length > 0) count.falseAlarms += 1;
      continue;
    }
    count.redFlags += 1;
    if (flags.length > 0) count.caught += 1;
    else if (showMisses) lines.push(`  missed ${item.redFlag ?? '?'} ${item.id}: ${item.message}`);
    if (urgentAlert(flags, 'English')?.urgency === item.urgency) count.urgencyRight += 1;
  }
  for (const key of Object.keys(total) as (keyof typeof total)[]) total[key] += count[key];
  lines.push(
    `${round} on the lexicons of ${commit}: red flags caught ${count.caught} of ${count.redFlags}, urgency right ${count.urgencyRight}, false alarms ${count.falseAlarms} of ${count.harmless}`,
  );
}
lines.push(
  `all rounds: red flags caught ${total.caught} of ${total.redFlags} (${(total.caught / total.redFlags).toFixed(3)}), urgency right ${total.urgencyRight}, false alarms ${total.falseAlarms} of ${total.harmless}`,
);
process.stdout.write(`${lines.join('\n')}\n`);
