import { describe, expect, it } from 'vitest';
import { leadWithAnsweringSentence } from './rank-sentences';

const AD8 = [
  'The AD8 is a short questionnaire asking whether memory problems have caused changes in 8 areas of daily life.',
  'Each change scores 1 point.',
  'A score of 0 to 1 is considered normal, while 2 or more suggests cognitive impairment is likely.',
  'It is a screening tool, not a diagnosis.',
];

describe('the sentence that answers a quantity question leads', () => {
  it('takes "what score" for a quantity, and not the number the question already holds (AD8)', () => {
    expect(leadWithAnsweringSentence('I filled in the AD8 about my dad. What score means something is wrong?', AD8)[0]).toBe(AD8[2]);
    expect(leadWithAnsweringSentence('¿Qué puntuación del AD8 es preocupante?', AD8)[0]).toBe(AD8[2]);
  });

  it('makes the next best sentence the second of the direct answer when it answers more than the first', () => {
    const triptanDays = [
      'Triptans are migraine medicines that narrow widened blood vessels.',
      'Take them on at most 9 days.',
      'Counting days a month, not tablets, a triptan on 10 or more days a month, or on more than 2 to 3 days a week, can cause medication overuse headache.',
      'Ask your pharmacist.',
    ];
    const answer = leadWithAnsweringSentence('How many days a month can I take triptans?', triptanDays);
    expect(answer.slice(0, 2)).toEqual([triptanDays[2], triptanDays[1]]);
    expect(answer.slice(2)).toEqual([triptanDays[0], triptanDays[3]]);
  });

  it('takes quantity words written in Cyrillic and Greek, and a question for a percentage', () => {
    // Bulgarian, Macedonian, Russian, Greek: the sentence with the cut-off, though it shares no word with the question.
    for (const question of [
      'Колко точки на AD8 са притеснителни?',
      'Од колку поени на AD8 треба да се загрижиме?',
      'Сколько баллов AD8 — это плохо?',
      'Πόσους πόντους στο AD8 πρέπει να ανησυχώ;',
    ])
      expect(leadWithAnsweringSentence(question, AD8)[0], question).toBe(AD8[2]);
    const alzheimer = [
      'Alzheimer’s disease is the most common cause of dementia.',
      'It usually starts with forgetting recent events.',
      'It causes about 60 to 70 in 100 cases of dementia.',
    ];
    expect(leadWithAnsweringSentence('¿Qué porcentaje de las demencias son alzheimer?', alzheimer)[0]).toBe(alzheimer[2]);
    expect(leadWithAnsweringSentence('アルツハイマーは認知症の何割くらい？', alzheimer)[0]).toBe(alzheimer[2]);
  });

  it('keeps the written order for a question that asks for no number', () => {
    expect(leadWithAnsweringSentence('What is the AD8?', AD8)).toEqual(AD8);
  });
});
