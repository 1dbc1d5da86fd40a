// npm run eval:assistant: prints retrieval hit@3, red-flag recall and the false-alarm rate of the
// built-in assistant over eval/assistant-eval.json, and fails when a target is missed.
import { TARGETS, evaluateAssistant } from './evaluate-assistant';

const result = evaluateAssistant();
const line = (label: string, value: number, target: string, ok: boolean) =>
  `${label.padEnd(24)} ${value.toFixed(3)}   target ${target.padEnd(7)} ${ok ? 'ok' : 'MISSED'}`;
const report = [
  `Assistant evaluation: ${result.items} messages`,
  line(`retrieval hit@3 (n=${result.retrievalItems})`, result.hitAt3, `>= ${TARGETS.hitAt3}`, result.hitAt3 >= TARGETS.hitAt3),
  line(`red-flag recall (n=${result.redFlagItems})`, result.redFlagRecall, `= ${TARGETS.redFlagRecall}`, result.redFlagRecall >= TARGETS.redFlagRecall),
  line(`false alarms (n=${result.falseAlarmItems})`, result.falseAlarmRate, `<= ${TARGETS.falseAlarmRate}`, result.falseAlarmRate <= TARGETS.falseAlarmRate),
  `off-topic rejected        ${result.offTopicRejection.toFixed(3)}`,
  `answerable but rejected   ${result.answerableRejected}`,
  ...(result.misses.length ? ['', 'Misses:', ...result.misses.map((miss) => `  ${miss}`)] : []),
];
process.stdout.write(`${report.join('\n')}\n`);
const isOk = result.hitAt3 >= TARGETS.hitAt3 && result.redFlagRecall >= TARGETS.redFlagRecall && result.falseAlarmRate <= TARGETS.falseAlarmRate;
process.exit(isOk ? 0 : 1);
