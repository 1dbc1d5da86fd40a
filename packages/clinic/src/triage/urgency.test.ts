import { describe, expect, it } from 'vitest';
import { CHAT_LANGUAGES } from '@cephalo/shared/chat-languages';
import { answerTextsFor } from '../i18n/answer-texts';
import { RED_FLAG_CATEGORIES } from './red-flags';
import { URGENCY_OF, alertParagraph, urgentAlert } from './urgency';

describe('the urgency of a red flag', () => {
  it('maps every category to one of the three levels', () => {
    for (const category of RED_FLAG_CATEGORIES) expect(['emergency', 'same-day', 'soon'], category).toContain(URGENCY_OF[category]);
  });

  it.each([
    ['thunderclap', 'emergency', 'emergency'],
    ['fever-stiff-neck', 'emergency', 'emergency'],
    ['self-harm', 'emergency', 'crisis'],
    ['missing-person', 'emergency', 'missing-person'],
    ['new-after-50', 'same-day', 'same-day'],
    ['papilloedema', 'same-day', 'same-day'],
    ['child-warning', 'same-day', 'same-day'],
    ['sudden-confusion', 'same-day', 'confusion-or-fall'],
    ['exertion', 'soon', 'soon'],
    ['progressive', 'soon', 'soon'],
  ] as const)('%s is %s, with the %s advice', (category, urgency, advice) => {
    const english = answerTextsFor('English').urgency[advice];
    expect(urgentAlert([category], 'English')).toEqual({ urgency, title: english.title, text: english.text });
  });

  it('takes the most urgent level, the advice written for a flag first, and at most two pieces of advice', () => {
    const texts = answerTextsFor('English').urgency;
    const alert = urgentAlert(['progressive', 'self-harm', 'thunderclap', 'papilloedema'], 'English');
    expect(alert?.urgency).toBe('emergency');
    expect(alert?.title).toBe(texts.crisis.title);
    expect(alert?.text).toBe(`${texts.crisis.text} ${texts.emergency.text}`);
    expect(urgentAlert(['exertion', 'positional'], 'English')?.urgency).toBe('same-day');
    expect(urgentAlert([], 'English')).toBeNull();
  });

  it.each(CHAT_LANGUAGES)('is written in %s', (language) => {
    const alert = urgentAlert(['self-harm'], language);
    expect(alert?.title).toBe(answerTextsFor(language).urgency.crisis.title);
    expect(alertParagraph(alert ?? { urgency: 'soon', title: '', text: '' })).toMatch(/^.+\n.+$/su);
    expect(alert?.text).toContain('116 123');
  });
});
