import { describe, expect, it } from 'vitest';
import { parseKnowledgeMarkdown } from './knowledge-markdown';

describe('knowledge-base Markdown', () => {
  it('reads paragraphs, a list that follows its lead-in line, and a nested numbered list', () => {
    const body = [
      'Vestibular migraine is a form of migraine.',
      'It is often overlooked.',
      '',
      'ICHD-3 describes it like this:',
      '- **At least two attacks** of this kind.',
      '- **At least three of these:**',
      '  1. a symptom spreads gradually',
      '  2. symptoms happen one after the other',
      '- No other diagnosis explains it better.',
      '',
      'The end.',
    ].join('\n');
    expect(parseKnowledgeMarkdown(body)).toEqual([
      { kind: 'paragraph', text: 'Vestibular migraine is a form of migraine. It is often overlooked.' },
      { kind: 'paragraph', text: 'ICHD-3 describes it like this:' },
      {
        kind: 'list',
        isOrdered: false,
        items: [
          { text: '**At least two attacks** of this kind.', children: null },
          {
            text: '**At least three of these:**',
            children: {
              kind: 'list',
              isOrdered: true,
              items: [
                { text: 'a symptom spreads gradually', children: null },
                { text: 'symptoms happen one after the other', children: null },
              ],
            },
          },
          { text: 'No other diagnosis explains it better.', children: null },
        ],
      },
      { kind: 'paragraph', text: 'The end.' },
    ]);
  });

  it('reads a table without its rule line, and a heading', () => {
    const body = '## Compared\n| | Delirium | Dementia |\n|---|---|---|\n| Onset | sudden | gradual |';
    expect(parseKnowledgeMarkdown(body)).toEqual([
      { kind: 'heading', text: 'Compared' },
      { kind: 'table', header: ['', 'Delirium', 'Dementia'], rows: [['Onset', 'sudden', 'gradual']] },
    ]);
  });

  it('keeps markup it does not know as text, to be drawn as text', () => {
    expect(parseKnowledgeMarkdown('<img src=x onerror=alert(1)> and [a link](https://example.org)')).toEqual([
      { kind: 'paragraph', text: '<img src=x onerror=alert(1)> and [a link](https://example.org)' },
    ]);
  });
});
