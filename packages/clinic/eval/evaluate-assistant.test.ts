import { describe, expect, it } from 'vitest';
import { CHAT_LANGUAGES } from '@cephalo/shared/chat-languages';
import { loadKnowledgeIndex } from '../src/knowledge/load-knowledge-index';
import { TARGETS, evaluateAssistant, isEmergencyEntryMisused, loadEvalSet, meetsLanguageTargets, statesFact } from './evaluate-assistant';

describe('assistant quality on the evaluation set', () => {
  const items = loadEvalSet();
  const index = loadKnowledgeIndex();

  it('covers every chat language with red flags, questions and harmless messages, and keeps a fifth held out', () => {
    for (const language of CHAT_LANGUAGES) {
      const mine = items.filter((item) => item.language === language);
      expect(mine.filter((item) => item.kind === 'red-flag').length, language).toBeGreaterThanOrEqual(10);
      expect(mine.filter((item) => item.kind === 'question').length, language).toBeGreaterThanOrEqual(10);
      expect(mine.filter((item) => item.kind === 'ordinary' || item.kind === 'off-topic').length, language).toBeGreaterThanOrEqual(5);
    }
    expect(items.filter((item) => item.heldOut).length).toBeGreaterThanOrEqual(
      Math.ceil((items.length - loadEvalSet().filter((item) => item.id.startsWith('q')).length) / 5),
    );
    for (const item of items) for (const id of item.expected) expect(index.get(id)?.agent, `${item.id} expects ${id}`).toBe(item.agent);
  });

  it('meets the targets on the tuning part: recall 1.00 and hit@3 >= 0.85 (English 0.90) in every language, false alarms <= 0.05', () => {
    const result = evaluateAssistant(items, index);
    for (const language of CHAT_LANGUAGES) {
      const gate = result.gateByLanguage.get(language);
      expect(gate && meetsLanguageTargets(gate, language), `${language}\n${gate?.misses.join('\n')}`).toBe(true);
    }
    expect(result.tuning.falseAlarmRate, result.tuning.misses.join('\n')).toBeLessThanOrEqual(TARGETS.falseAlarmRate);
    // Issue 32 on the tuning part: every answer wholly in the chat language, no general question
    // answered from the diary, answers short.
    expect(result.tuning.inLanguage, result.tuning.misses.join('\n')).toBe(1);
    expect(result.tuning.diaryInsteadOfAnswer, result.tuning.misses.join('\n')).toBe(0);
    expect(result.tuning.medianWords).toBeLessThanOrEqual(TARGETS.medianWords);
    // A few seconds alone; far longer on two cores shared with the browser and API runs.
  }, 180_000);
});

describe('a key fact stated in an answer', () => {
  it('is a number of its own, also against Chinese and Japanese characters', () => {
    expect(statesFact('每天400至600 mg的镁', '400')).toBe(true);
    expect(statesFact('满分均为30分', '30')).toBe(true);
    expect(statesFact('less than 15 days a month', '15')).toBe(true);
    expect(statesFact('after 150 minutes', '15')).toBe(false);
    expect(statesFact('a score of 2 or more', '2')).toBe(true);
    expect(statesFact('ad8 asks about 8 areas', '2')).toBe(false);
  });
});

describe('a harmless message answered from an emergency entry', () => {
  it('counts only when the message did not ask about that entry', () => {
    expect(isEmergencyEntryMisused('delirium-vs-dementia', ['alzheimers-disease'])).toBe(true);
    expect(isEmergencyEntryMisused('delirium-vs-dementia', ['delirium-vs-dementia'])).toBe(false);
    expect(isEmergencyEntryMisused('alzheimers-disease', [])).toBe(false);
    expect(isEmergencyEntryMisused(undefined, [])).toBe(false);
  });
});
