import { describe, expect, it } from 'vitest';
import { parseKnowledgeEntry } from './knowledge-entry';
import { KnowledgeIndex, stem } from './knowledge-index';
import { readKnowledgeFolder } from './read-knowledge-folder';

const entry = (front: string, body = 'Body text.') => `---\n${front}\n---\n${body}\n`;

describe('knowledge entries', () => {
  it('parses front matter and body', () => {
    const parsed = parseKnowledgeEntry(
      entry(
        'id: caffeine\nagent: 1\ntitle: Caffeine and headache\ncategory: triggers\nkeywords: [coffee, tea]\nsummary: Coffee can help a painkiller work, and too much of it can make headaches more frequent.\nsources:\n  - title: NHS Migraine\n    url: https://www.nhs.uk/conditions/migraine/',
      ),
    );
    expect(parsed).toMatchObject({ id: 'caffeine', agent: 1, keywords: ['coffee', 'tea'], body: 'Body text.' });
  });

  it('refuses an entry without a public https source', () => {
    expect(() =>
      parseKnowledgeEntry(
        entry('id: x-y\nagent: 1\ntitle: Something\ncategory: triggers\nsummary: A short answer that is long enough to pass the check.\nsources: []'),
        'x-y.md',
      ),
    ).toThrow(/at least one public source/);
    expect(() =>
      parseKnowledgeEntry(
        entry(
          'id: x-y\nagent: 1\ntitle: Something\ncategory: triggers\nsummary: A short answer that is long enough to pass the check.\nsources:\n  - title: Plain\n    url: http://example.org/',
        ),
        'x-y.md',
      ),
    ).toThrow(/https/);
    expect(() => parseKnowledgeEntry('no front matter', 'bad.md')).toThrow(/front matter/);
  });

  it('holds at least 40 headache entries and 20 dementia entries, each with a source', () => {
    const entries = readKnowledgeFolder();
    expect(entries.filter((item) => item.agent === 1).length).toBeGreaterThanOrEqual(40);
    expect(entries.filter((item) => item.agent === 2).length).toBeGreaterThanOrEqual(20);
    for (const item of entries) expect(item.sources.length).toBeGreaterThan(0);
  });

  it('retrieves within the asked assistant only', () => {
    const index = new KnowledgeIndex(readKnowledgeFolder());
    expect(index.retrieve('memory loss and forgetting names', 1).every((item) => item.entry.agent === 1)).toBe(true);
    expect(index.retrieve('migraine triggers', 2).every((item) => item.entry.agent === 2)).toBe(true);
  });

  it('stems plural and verb forms to one term', () => {
    expect(stem('triggers')).toBe(stem('trigger'));
    expect(stem('sleeping')).toBe('sleep');
    expect(stem('headaches')).toBe(stem('headache'));
  });
});
