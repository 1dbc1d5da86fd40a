import { describe, expect, it } from 'vitest';
import type { Question } from '@cephalo/shared/chat';
import { countReferenceWords, isWebAddress, messagesFromExchanges, messagesFromQuestions, type Exchange } from './chat-messages';

const storedQuestion: Question = {
  id: 'q1',
  content: 'Why does my head hurt?',
  created_date: '2026-11-21',
  created_time: '09:41:12',
  answer: {
    id: 'a1',
    content: 'Thank you for your question.',
    created_date: '2026-11-21',
    created_time: '09:41:13',
    reference_list: [{ id: 'migraine-overview', title: 'What migraine is', sources: [{ title: 'ICHD-3', url: 'https://ichd-3.org/' }] }],
    urgency: null,
  },
};

const exchange = (change: Partial<Exchange>): Exchange => ({
  clientId: '1',
  question: 'Is this a migraine?',
  askedAt: new Date(2026, 10, 21, 10, 0, 0),
  answer: '',
  phase: 'waiting',
  canRetry: true,
  questionId: null,
  answerId: null,
  urgency: null,
  ...change,
});

describe('chat messages', () => {
  it('turns a stored question into the question and its answer with references', () => {
    const [asked, answered] = messagesFromQuestions([storedQuestion]);
    expect(asked).toMatchObject({ author: 'user', text: 'Why does my head hurt?', questionId: 'q1', time: '09:41:12' });
    expect(answered).toMatchObject({ author: 'ai', answerId: 'a1', phase: 'complete', references: storedQuestion.answer?.reference_list });
  });

  it('shows an exchange of this visit until its stored copy arrives', () => {
    const streaming = exchange({ answer: 'Thank', phase: 'streaming', questionId: 'q2', answerId: 'a2' });
    expect(messagesFromExchanges([streaming], new Set(['q1']))).toMatchObject([
      { author: 'user', text: 'Is this a migraine?', date: '2026-11-21', time: '10:00:00' },
      { author: 'ai', text: 'Thank', phase: 'streaming', answerId: 'a2' },
    ]);
    expect(messagesFromExchanges([streaming], new Set(['q2']))).toEqual([]);
  });

  it('gives the stored copy of a question asked in this visit the key of its bubble, and marks its answer new', () => {
    const asked = exchange({
      clientId: 'q1',
      answer: 'Emergency: get help now\nCall 112.\n\nThank you',
      phase: 'streaming',
      questionId: 'q1',
      urgency: 'emergency',
    });
    const [, streaming] = messagesFromExchanges([asked], new Set());
    const [, stored] = messagesFromQuestions([storedQuestion], new Set(['q1']));
    expect(streaming).toMatchObject({ key: stored?.key, urgency: 'emergency', isNew: true });
    expect(stored).toMatchObject({ isNew: true, urgency: null });
    expect(messagesFromQuestions([storedQuestion])[1]).toMatchObject({ isNew: false });
    // A refusal's text is the server's detail, never advice.
    expect(messagesFromExchanges([exchange({ phase: 'refused', answer: 'No.', urgency: 'soon' })], new Set())[1]).toMatchObject({ urgency: null });
  });

  it('keeps a refused answer, and a failed typed answer with what had arrived and its Retry', () => {
    const refused = exchange({ answer: 'You have used all 20 questions.', phase: 'refused' });
    expect(messagesFromExchanges([refused], new Set())).toHaveLength(2);
    expect(messagesFromExchanges([exchange({ clientId: '7', phase: 'failed' })], new Set())).toMatchObject([
      { author: 'user' },
      { author: 'ai', text: '', phase: 'failed', retryId: '7' },
    ]);
    const cut = exchange({ clientId: '8', answer: 'Thank you', phase: 'failed', questionId: 'q9', answerId: 'a9' });
    expect(messagesFromExchanges([cut], new Set())).toMatchObject([{ author: 'user' }, { text: 'Thank you', phase: 'failed', retryId: '8', answerId: null }]);
  });

  it('keeps the old way for a failed spoken question: no Retry, only what had arrived', () => {
    expect(messagesFromExchanges([exchange({ phase: 'failed', canRetry: false })], new Set())).toMatchObject([{ author: 'user' }]);
    const partial = exchange({ answer: 'Thank', phase: 'failed', canRetry: false });
    expect(messagesFromExchanges([partial], new Set())).toMatchObject([{ author: 'user' }, { text: 'Thank', phase: 'complete', retryId: null }]);
  });

  it('counts the words of the references as they are shown', () => {
    expect(countReferenceWords(storedQuestion.answer?.reference_list ?? [])).toBe(4);
    expect(countReferenceWords([])).toBe(0);
  });

  it('links only web addresses', () => {
    expect(isWebAddress('https://ichd-3.org/')).toBe(true);
    expect(isWebAddress('javascript:alert(1)')).toBe(false);
    expect(isWebAddress('not a url')).toBe(false);
  });
});
