import { describe, expect, it } from 'vitest';
import { TARGETS, evaluateAssistant, loadEvalSet } from './evaluate-assistant';

describe('assistant quality on the evaluation set', () => {
  it('has at least 80 messages of every kind', () => {
    const items = loadEvalSet();
    expect(items.length).toBeGreaterThanOrEqual(80);
    for (const kind of ['question', 'red-flag', 'ordinary', 'off-topic']) expect(items.some((item) => item.kind === kind)).toBe(true);
  });

  it('meets the targets: hit@3 >= 0.90, red-flag recall 1.00, false alarms <= 0.05', () => {
    const result = evaluateAssistant();
    expect(result.hitAt3, result.misses.join('\n')).toBeGreaterThanOrEqual(TARGETS.hitAt3);
    expect(result.redFlagRecall, result.misses.join('\n')).toBe(1);
    expect(result.falseAlarmRate, result.misses.join('\n')).toBeLessThanOrEqual(TARGETS.falseAlarmRate);
  });
});
