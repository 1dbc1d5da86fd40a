import { describe, expect, it } from 'vitest';
import { splitUrgentAdvice } from './urgent-advice';

const TITLE = 'Emergency: get help now';
const ADVICE = 'Call your local emergency number now (for example 112 or 911).';
const REST = 'A thunderclap headache peaks within a minute.\n\nThis is general information, not a diagnosis.';

describe('urgent advice', () => {
  it('takes the first paragraph of an answer with urgency as its title and text', () => {
    expect(splitUrgentAdvice(`${TITLE}\n${ADVICE}\n\n${REST}`, 'emergency', true)).toEqual({
      advice: { level: 'emergency', title: TITLE, text: ADVICE },
      isAdvicePending: false,
      rest: REST,
    });
  });

  it('leaves an answer without urgency as it is, whatever its first paragraph says', () => {
    expect(splitUrgentAdvice(`${TITLE}\n${ADVICE}\n\n${REST}`, null, true)).toEqual({
      advice: null,
      isAdvicePending: false,
      rest: `${TITLE}\n${ADVICE}\n\n${REST}`,
    });
  });

  it('shows no part of the advice until its paragraph has ended while the answer streams', () => {
    expect(splitUrgentAdvice(`${TITLE}\nCall your`, 'same-day', false)).toEqual({ advice: null, isAdvicePending: true, rest: '' });
    expect(splitUrgentAdvice(`${TITLE}\n${ADVICE}\n\n`, 'same-day', false)).toEqual({
      advice: { level: 'same-day', title: TITLE, text: ADVICE },
      isAdvicePending: false,
      rest: '',
    });
    expect(splitUrgentAdvice(`${TITLE}\n${ADVICE}\n\nA thunder`, 'same-day', false).rest).toBe('A thunder');
  });

  it('shows a complete answer that is only the advice, or only a title, as the alert', () => {
    expect(splitUrgentAdvice(`${TITLE}\n${ADVICE}`, 'soon', true)).toMatchObject({ advice: { title: TITLE, text: ADVICE }, rest: '' });
    expect(splitUrgentAdvice(TITLE, 'soon', true)).toMatchObject({ advice: { title: TITLE, text: '' }, rest: '' });
  });
});
