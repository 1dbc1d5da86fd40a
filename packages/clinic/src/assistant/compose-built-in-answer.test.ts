import { describe, expect, it } from 'vitest';
import { answerTextsFor } from '../i18n/answer-texts';
import { loadKnowledgeIndex } from '../knowledge/load-knowledge-index';
import { answerWords } from '../../eval/answer-language-share';
import { composeBuiltInAnswer } from './compose-built-in-answer';
import { leadWithAnsweringSentence, splitIntoSentences } from './rank-sentences';

const index = loadKnowledgeIndex();
const entry = (id: string) => {
  const found = index.get(id);
  if (!found) throw new Error(`no entry ${id}`);
  return found;
};
const answer = (id: string, question: string, language = 'English') =>
  composeBuiltInAnswer({ language, intent: 'question', entries: [entry(id)], question, translationOf: (known) => index.translation(known.id, language) });

describe('the sentences of a short answer', () => {
  it('ends sentences at full stops, not inside numbers or abbreviations, and at CJK full stops', () => {
    expect(splitIntoSentences('In one study 37.8% said so. Take it early, e.g. at the start. Done!')).toEqual([
      'In one study 37.8% said so.',
      'Take it early, e.g. at the start.',
      'Done!',
    ]);
    expect(splitIntoSentences('咖啡因可以帮助止痛。但是过量会引起头痛！')).toEqual(['咖啡因可以帮助止痛。', '但是过量会引起头痛！']);
  });

  it('leads with the sentence that answers the question, keeping the others in their order', () => {
    const sentences = [
      'Triptans treat attacks.',
      'They come as tablets and sprays.',
      'Combining one with an NSAID may work better.',
      'Use them on fewer than 10 days a month.',
    ];
    expect(leadWithAnsweringSentence('How many days a month can I take triptans?', sentences)).toEqual([
      sentences[3],
      sentences[0],
      sentences[1],
      sentences[2],
    ]);
    expect(leadWithAnsweringSentence('What are triptans?', sentences)).toEqual(sentences);
  });
});

describe('the built-in answer', () => {
  it('opens with the direct answer: "how often" gets the number in the first two sentences', () => {
    const [direct] = answer('triptans', 'How many days a month can I take a triptan?');
    expect(
      splitIntoSentences(direct ?? '')
        .slice(0, 2)
        .join(' '),
    ).toMatch(/10 days a month/);
  });

  it('is short: the short answer, when to get help and the note, not the whole article', () => {
    const paragraphs = answer('triptans', 'What are triptans?');
    const text = paragraphs.join('\n\n');
    expect(text).not.toContain(entry('triptans').body.slice(0, 60));
    expect(answerWords(text)).toBeLessThanOrEqual(150);
    expect(paragraphs.at(-1)).toBe(answerTextsFor('English').answer['not-a-diagnosis']);
    expect(paragraphs).toContain(answerTextsFor('English').answer['get-help-migraine']);
  });

  it.each(['Serbian', 'Greek', 'Japanese'])('is wholly in %s: its short answer and its own texts, no English', (language) => {
    const paragraphs = answer('caffeine-and-headache', 'kafa', language);
    const translated = index.translation('caffeine-and-headache', language)?.summary ?? '?';
    const own = new Set(Object.values(answerTextsFor(language).answer));
    for (const paragraph of paragraphs) {
      if (own.has(paragraph)) continue;
      for (const sentence of splitIntoSentences(paragraph)) expect(translated).toContain(sentence);
    }
    for (const sentence of splitIntoSentences(entry('caffeine-and-headache').summary)) expect(paragraphs.join(' ')).not.toContain(sentence);
  });

  it('leaves out the general "when to get help" when triage already opened with urgent advice', () => {
    const paragraphs = composeBuiltInAnswer({
      language: 'English',
      intent: 'question',
      entries: [entry('thunderclap-headache')],
      question: 'worst headache',
      hasRedFlag: true,
    });
    expect(paragraphs).not.toContain(answerTextsFor('English').answer['get-help-migraine']);
  });

  it('gives the scope message when nothing relevant was found, and a short reply to a greeting or a thanks', () => {
    const texts = answerTextsFor('Italian').answer;
    expect(composeBuiltInAnswer({ language: 'Italian', intent: 'question', entries: [] })).toEqual([texts['not-found']]);
    expect(composeBuiltInAnswer({ language: 'Italian', intent: 'greeting', entries: [] })).toEqual([texts.greeting]);
    expect(composeBuiltInAnswer({ language: 'Italian', intent: 'thanks', entries: [] })).toEqual([texts.thanks]);
  });

  it('answers about the diary with the diary only', () => {
    expect(composeBuiltInAnswer({ language: 'English', intent: 'diary-summary', entries: [entry('headache-diary')], diaryContext: 'Days logged: 3.' })).toEqual(
      ['Days logged: 3.', answerTextsFor('English').answer['not-a-diagnosis']],
    );
  });
});
