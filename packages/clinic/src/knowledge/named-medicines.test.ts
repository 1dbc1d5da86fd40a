import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { composeBuiltInAnswer } from '../assistant/compose-built-in-answer';
import { prepareQuestion } from '../assistant/prepare-question';
import { defaultConceptMatcher } from '../lexicon/default-concept-matcher';
import { loadKnowledgeIndex } from './load-knowledge-index';
import { NamedMedicines } from './named-medicines';
import { readKnowledgeFolder } from './read-knowledge-folder';

const index = loadKnowledgeIndex();
const medicines = new NamedMedicines(readKnowledgeFolder());

describe('the entries a message names by a medicine', () => {
  it('meet brand and generic names, inflected, in Cyrillic and in Chinese or Japanese script', () => {
    expect(medicines.namedBy('Koliko Maxalta smijem popiti u jednom danu?')).toEqual(new Set(['triptans']));
    expect(medicines.namedBy('Можно ли Амигренин вместе с Нурофеном?')).toEqual(new Set(['triptans', 'simple-analgesics-nsaids-paracetamol']));
    expect(medicines.namedBy('ロキソニンとマクサルトを一緒に飲んでも大丈夫?')).toEqual(new Set(['triptans', 'simple-analgesics-nsaids-paracetamol']));
    expect(medicines.namedBy('吃了布洛芬还是疼')).toEqual(new Set(['simple-analgesics-nsaids-paracetamol']));
    expect(medicines.namedBy('Η γιατρός μου έγραψε Aimovig')).toEqual(new Set(['cgrp-monoclonal-antibodies']));
    expect(medicines.namedBy('Mama pije Aricept, a sad su joj dodali i memantin')).toEqual(new Set(['dementia-medicines-cholinesterase-memantine']));
  });

  it('leave a short name to the whole word, and name nothing in a message without a medicine', () => {
    expect(medicines.namedBy('Πήρα ένα Depon')).toEqual(new Set(['simple-analgesics-nsaids-paracetamol']));
    expect(medicines.namedBy('Gdje je najbliža deponija za stari namještaj?')).toEqual(new Set());
    expect(medicines.namedBy('my usual migraine started this morning, what can I take?')).toEqual(new Set());
  });

  it("are the asked assistant's only", () => {
    expect(index.entriesOfNamedMedicines('Can I take Maxalt with donepezil?', 1)).toEqual(new Set(['triptans']));
    expect(index.entriesOfNamedMedicines('Can I take Maxalt with donepezil?', 2)).toEqual(new Set(['dementia-medicines-cholinesterase-memantine']));
  });

  it('refuse a list for an entry that does not exist', () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'medicines-')), 'medicine-names.yaml');
    fs.writeFileSync(file, 'sources:\n  - title: "A register"\n    url: https://example.org/\nentries:\n  old-triptan-entry: [maxalt]\n');
    expect(() => new NamedMedicines(readKnowledgeFolder(), file)).toThrow(/no knowledge entry old-triptan-entry/);
  });
});

describe('a question about a medicine by its name', () => {
  const firstEntry = (message: string, agent: 1 | 2 = 1, language = 'English') =>
    prepareQuestion({ index, concepts: defaultConceptMatcher(), message, agent, language }).entries[0]?.id;

  it("is answered from its class's entry, not from the overview of attack treatment", () => {
    // The overview's own words ("my usual migraine") are in these messages too.
    // "How much in a day" is asked of the day limits as much as of triptans.
    expect(['triptans', 'acute-medication-day-limits']).toContain(
      firstEntry('Nema temperature, vrat nije ukočen, samo moja uobičajena migrena. Koliko Maxalta smijem popiti u jednom danu?', 1, 'Croatian'),
    );
    expect(['triptans', 'simple-analgesics-nsaids-paracetamol']).toContain(
      firstEntry('Температуры нет, шея в порядке, обычная моя мигрень. Можно ли Амигренин вместе с Нурофеном?', 1, 'Russian'),
    );
  });

  it('opens with the number when it asks how often', () => {
    const prepared = prepareQuestion({ index, concepts: defaultConceptMatcher(), message: 'How often can I take sumatriptan?', agent: 1, language: 'English' });
    const [opening] = composeBuiltInAnswer({
      language: 'English',
      intent: prepared.intent,
      entries: prepared.entries,
      question: 'How often can I take sumatriptan?',
      translationOf: () => undefined,
      hasRedFlag: false,
    });
    expect(prepared.entries[0]?.id).toBe('triptans');
    expect(opening).toMatch(/^[^.]*fewer than 10 days a month/);
  });

  it('about the days a month keeps the day limits first', () => {
    expect(firstEntry('how many days a month is it ok to take nurofen?')).toBe('acute-medication-day-limits');
  });
});
