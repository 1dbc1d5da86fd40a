// npm run eval:assistant: per chat language, red-flag recall and urgency, false alarms, harmless
// messages answered from an emergency entry, retrieval (expected entry first, hit@3), key fact in
// the first two sentences, answers in the chat language, off-topic recognised and answer length,
// on the tuning part and on the held-out part (reported on its own: it was never used to tune).
// Misses of the held-out part are printed only with --show-held-out, so that reading them does
// not turn them into tuning material. Exits non-zero when the tuning part misses a target of
// issue 9 (recall on every tuning item, hit@3 on issue 9's retrieval sets, false alarms) in any language.
import { CHAT_LANGUAGES } from '@cephalo/shared/chat-languages';
import { type Figures, TARGETS, evaluateAssistant, loadEvalSet, meetsLanguageTargets, scoreItems } from './evaluate-assistant';
import { loadKnowledgeIndex } from '../src/knowledge/load-knowledge-index';

const result = evaluateAssistant();
const showHeldOut = process.argv.includes('--show-held-out');
const cell = (value: number, n: number) => `${value.toFixed(2)}(${String(n).padStart(3)})`;
const COLUMNS = ['recall', 'urgency', 'false al.', 'emerg.ent', 'first', 'hit@3', 'key fact', 'in lang.', 'off-topic', 'words'];
const header = `${'language'.padEnd(11)} ${COLUMNS.map((name) => name.padEnd(9)).join(' ')}`;
const row = (name: string, figures: Figures, ok: boolean | null) =>
  `${name.padEnd(11)} ${[
    cell(figures.redFlagRecall, figures.redFlagItems),
    cell(figures.urgencyCorrect, figures.urgencyItems),
    cell(figures.falseAlarmRate, figures.falseAlarmItems),
    cell(figures.emergencyEntryRate, figures.harmlessItems),
    cell(figures.hitAt1, figures.retrievalItems),
    cell(figures.hitAt3, figures.retrievalItems),
    cell(figures.keyFactRate, figures.keyFactItems),
    cell(figures.inLanguage, figures.inLanguageItems),
    cell(figures.offTopicRejection, figures.offTopicItems),
    String(figures.medianWords).padStart(5),
  ].join(' ')}${ok === null ? '' : ok ? '  ok' : '  MISSED'}`;

const lines: string[] = [
  'Columns: red-flag recall; urgency level right; false alarms; harmless answered from an emergency entry; expected entry first; hit@3;',
  'key fact in the first two sentences; non-English answers with >= 90 % of letters in the chat language; off-topic recognised; median answer words (before references).',
  '(n) = messages behind each figure.',
  `Targets (held-out part, issue 32): recall ${TARGETS.redFlagRecall} in every language and agent, false alarms <= ${TARGETS.heldOutFalseAlarmRate}, emergency entry <= ${TARGETS.emergencyEntryRate}, first >= ${TARGETS.hitAt1}, key fact >= ${TARGETS.keyFactRate}, off-topic >= ${TARGETS.offTopicRejection}, in language ${TARGETS.inLanguage}, median words <= ${TARGETS.medianWords}`,
  '',
];
let allMet = true;
for (const [title, total, byLanguage, isHeldOut] of [
  ['Tuning part (first English set and non-held-out items)', result.tuning, result.tuningByLanguage, false],
  ['HELD-OUT part (never used for tuning)', result.heldOut, result.heldOutByLanguage, true],
] as const) {
  lines.push(`${title}: ${total.items} messages`, header);
  for (const language of CHAT_LANGUAGES) {
    const figures = byLanguage.get(language);
    if (!figures || figures.items === 0) continue;
    const gate = result.gateByLanguage.get(language);
    const ok = gate ? meetsLanguageTargets(gate, language) : false;
    if (!isHeldOut) allMet &&= ok;
    lines.push(row(language, figures, isHeldOut ? null : ok));
  }
  const isFalseAlarmOk = total.falseAlarmRate <= TARGETS.falseAlarmRate;
  if (!isHeldOut) allMet &&= isFalseAlarmOk;
  lines.push(row('all', total, isHeldOut ? null : isFalseAlarmOk));
  lines.push(
    `mean share of letters in the chat language: ${total.meanLanguageShare.toFixed(3)}; general questions answered from the diary: ${total.diaryInsteadOfAnswer}; answerable messages taken for off-topic: ${total.answerableRejected}`,
    '',
  );
}

// Recall per assistant: the dementia agent is held to the migraine agent's level.
const index = loadKnowledgeIndex();
const items = loadEvalSet();
for (const agent of [1, 2] as const) {
  for (const isHeldOut of [false, true]) {
    const part = scoreItems(
      items.filter((item) => item.agent === agent && item.heldOut === isHeldOut && item.kind === 'red-flag'),
      index,
    );
    lines.push(
      `agent ${agent} ${isHeldOut ? 'held-out' : 'tuning  '}: red-flag recall ${cell(part.redFlagRecall, part.redFlagItems)}, urgency ${cell(part.urgencyCorrect, part.urgencyItems)}`,
    );
  }
}
// The held-out rounds on their own: a later round, written blind after tuning on the earlier
// ones, says whether the gains carry over to new phrasing ("-h6-" ids: round 6).
const heldOutRound = (id: string) => /-h(\d+)-/.exec(id)?.[1] ?? 'first';
const rounds = [...new Set(items.filter((item) => item.heldOut).map((item) => heldOutRound(item.id)))].sort();
lines.push('', 'Held-out part by round:', header);
for (const round of rounds) {
  const part = scoreItems(
    items.filter((item) => item.heldOut && heldOutRound(item.id) === round),
    index,
  );
  lines.push(row(round === 'first' ? 'first set' : `round ${round}`, part, null));
}
lines.push('', 'Misses (tuning part):', ...result.tuning.misses.map((miss) => `  ${miss}`));
if (showHeldOut) lines.push('', 'Misses (held-out part):', ...result.heldOut.misses.map((miss) => `  ${miss}`));
else lines.push('', `Held-out misses: ${result.heldOut.misses.length} (not printed; --show-held-out prints them)`);
process.stdout.write(`${lines.join('\n')}\n`);
process.exit(allMet ? 0 : 1);
