import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildDictionary } from './build-dictionary';
import { buildPhraseCorpus } from './phrase-corpus';

const CMU_DICTIONARY = '/usr/share/pocketsphinx/model/en-us/cmudict-en-us.dict';

describe('the speech phrase corpus', () => {
  const corpus = buildPhraseCorpus();

  it('holds distinct lower-case sentences of plain words', () => {
    expect(corpus.length).toBeGreaterThan(2000);
    expect(new Set(corpus).size).toBe(corpus.length);
    for (const sentence of corpus) expect(sentence).toMatch(/^[a-z]+( [a-z]+)*$/);
  });

  it('covers both assistants and the diary', () => {
    for (const sentence of ['how is dementia diagnosed', 'summarize my diary', 'how often can i take painkillers', 'my mother is confused']) {
      expect(corpus).toContain(sentence);
    }
  });

  it.runIf(fs.existsSync(CMU_DICTIONARY))('has a pronunciation for every word', () => {
    const words = [...new Set(corpus.flatMap((sentence) => sentence.split(' ')))];
    expect(buildDictionary(words, fs.readFileSync(CMU_DICTIONARY, 'utf8')).missing).toEqual([]);
  });
});
