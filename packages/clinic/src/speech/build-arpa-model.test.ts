import { describe, expect, it } from 'vitest';
import { buildArpaModel } from './build-arpa-model';
import { buildPhraseCorpus } from './phrase-corpus';

interface ParsedModel {
  declared: number[];
  probabilities: Map<string, number>;
  backoffs: Map<string, number>;
}

function parseArpa(arpa: string): ParsedModel {
  const model: ParsedModel = { declared: [], probabilities: new Map(), backoffs: new Map() };
  let order = 0;
  for (const line of arpa.split('\n')) {
    const declaration = /^ngram (\d)=(\d+)$/.exec(line);
    const section = /^\\(\d)-grams:$/.exec(line);
    if (declaration) model.declared[Number(declaration[1]) - 1] = Number(declaration[2]);
    else if (section) order = Number(section[1]);
    else if (line.startsWith('\\')) order = 0;
    else if (order > 0 && line.trim()) {
      const fields = line.trim().split(/\s+/);
      const ngram = fields.slice(1, 1 + order).join(' ');
      model.probabilities.set(ngram, Number(fields[0]));
      if (fields.length > 1 + order) model.backoffs.set(ngram, Number(fields[1 + order]));
    }
  }
  return model;
}

/** log10 P(word | history) the way a decoder reads an ARPA model: the n-gram, else back off. */
function logProbability(model: ParsedModel, history: string[], word: string): number {
  const listed = model.probabilities.get([...history, word].join(' '));
  if (listed !== undefined) return listed;
  if (history.length === 0) return -99;
  return (model.backoffs.get(history.join(' ')) ?? 0) + logProbability(model, history.slice(1), word);
}

const vocabulary = (model: ParsedModel) => [...model.probabilities.keys()].filter((ngram) => !ngram.includes(' ') && ngram !== '<s>');

describe('the ARPA language model', () => {
  const sentences = ['how is dementia diagnosed', 'how is migraine treated', 'what is dementia', 'summarize my diary', 'show my diary', 'my head hurts'];

  it('declares as many n-grams as it lists', () => {
    const model = parseArpa(buildArpaModel(sentences).arpa);
    const listed = [1, 2, 3].map((order) => [...model.probabilities.keys()].filter((ngram) => ngram.split(' ').length === order).length);
    expect(listed).toEqual(model.declared);
  });

  it('gives every history a distribution that sums to one, </s> included', () => {
    const model = parseArpa(buildArpaModel(sentences).arpa);
    const words = vocabulary(model);
    const histories = [...model.probabilities.keys()].map((ngram) => ngram.split(' ')).filter((ngram) => ngram.length < 3 && ngram.at(-1) !== '</s>');
    for (const history of [[], ...histories]) {
      const total = words.reduce((sum, word) => sum + 10 ** logProbability(model, history, word), 0);
      expect(total, history.join(' ')).toBeCloseTo(1, 3);
    }
  });

  it('ends a sentence where the corpus ends it and keeps unseen word orders possible', () => {
    const model = parseArpa(buildArpaModel(sentences).arpa);
    expect(logProbability(model, ['my', 'diary'], '</s>')).toBeGreaterThan(-0.2);
    expect(logProbability(model, ['how', 'is'], 'dementia')).toBeGreaterThan(logProbability(model, ['how', 'is'], 'diary'));
    expect(logProbability(model, ['my', 'head'], 'diary')).toBeGreaterThan(-99);
  });

  // Its build time at server start is printed by `npm run eval:speech`, not timed here.
  it('builds the product model from the phrase corpus', () => {
    const { words, arpa } = buildArpaModel(buildPhraseCorpus());
    expect(words).toContain('migraine');
    expect(words).not.toContain('</s>');
    expect(arpa).toContain('\\end\\');
  });
});
