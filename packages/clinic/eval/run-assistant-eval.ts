// npm run eval:assistant: per chat language, red-flag recall, false-alarm rate, retrieval hit@3 and
// how often the answer came in the chat language, on the tuning part and on the held-out part
// (reported on its own: it was never used to tune). Misses of the held-out part are printed only
// with --show-held-out, so that reading them does not turn them into tuning material.
// Exits non-zero when the tuning part misses a target in any language.
import { CHAT_LANGUAGES } from '@cephalo/shared/chat-languages';
import { type Figures, TARGETS, evaluateAssistant, meetsLanguageTargets } from './evaluate-assistant';

const result = evaluateAssistant();
const showHeldOut = process.argv.includes('--show-held-out');
const cell = (value: number, n: number) => `${value.toFixed(2)} (${String(n).padStart(3)})`;
const row = (name: string, figures: Figures, ok: boolean | null) =>
  `${name.padEnd(12)} ${cell(figures.redFlagRecall, figures.redFlagItems)}  ${cell(figures.falseAlarmRate, figures.falseAlarmItems)}  ${cell(figures.hitAt3, figures.retrievalItems)}  ${cell(figures.inLanguage, figures.inLanguageItems)}  ${cell(figures.offTopicRejection, figures.offTopicItems)}${ok === null ? '' : ok ? '  ok' : '  MISSED'}`;
const header = `${'language'.padEnd(12)} ${'recall'.padEnd(10)}  ${'false alarm'.padEnd(10)}  ${'hit@3'.padEnd(10)}  ${'in language'.padEnd(10)}  off-topic`;

const lines: string[] = [`Targets: red-flag recall ${TARGETS.redFlagRecall} and hit@3 >= ${TARGETS.hitAt3} (English >= ${TARGETS.hitAt3English}) in every language, false alarms <= ${TARGETS.falseAlarmRate} over all; (n) = messages behind each figure`, ''];
let allMet = true;
for (const [title, total, byLanguage, isHeldOut] of [
  ['Tuning part (first English set and non-held-out items)', result.tuning, result.tuningByLanguage, false],
  ['HELD-OUT part (never used for tuning)', result.heldOut, result.heldOutByLanguage, true],
] as const) {
  lines.push(`${title}: ${total.items} messages`, header);
  for (const language of CHAT_LANGUAGES) {
    const figures = byLanguage.get(language);
    if (!figures || figures.items === 0) continue;
    const ok = meetsLanguageTargets(figures, language);
    if (!isHeldOut) allMet &&= ok;
    lines.push(row(language, figures, isHeldOut ? null : ok));
  }
  const isFalseAlarmOk = total.falseAlarmRate <= TARGETS.falseAlarmRate;
  if (!isHeldOut) allMet &&= isFalseAlarmOk;
  lines.push(row('all', total, isHeldOut ? null : isFalseAlarmOk), '');
}
lines.push('Misses (tuning part):', ...result.tuning.misses.map((miss) => `  ${miss}`));
if (showHeldOut) lines.push('', 'Misses (held-out part):', ...result.heldOut.misses.map((miss) => `  ${miss}`));
else lines.push('', `Held-out misses: ${result.heldOut.misses.length} (not printed; --show-held-out prints them)`);
process.stdout.write(`${lines.join('\n')}\n`);
process.exit(allMet ? 0 : 1);
