/**
 * A trigram language model in ARPA format, with absolute discounting and Katz-style backoff
 * weights, from a list of sentences. ARPA is what pocketsphinx reads (`-lm`). Probabilities are
 * log10; <s> gets the conventional -99 as a unigram.
 */
const DISCOUNT = 0.5;

type Counts = Map<string, number>;
const add = (counts: Counts, key: string) => counts.set(key, (counts.get(key) ?? 0) + 1);
const log10 = (value: number) => (value > 0 ? Math.log10(value) : -99);
const format = (value: number) => value.toFixed(4);

export function buildArpaModel(sentences: string[]): { arpa: string; words: string[] } {
  const unigrams: Counts = new Map();
  const bigrams: Counts = new Map();
  const trigrams: Counts = new Map();
  for (const sentence of sentences) {
    const tokens = ['<s>', ...sentence.split(' ').filter(Boolean), '</s>'];
    tokens.forEach((token, index) => {
      add(unigrams, token);
      if (index >= 1) add(bigrams, `${tokens[index - 1]} ${token}`);
      if (index >= 2) add(trigrams, `${tokens[index - 2]} ${tokens[index - 1]} ${token}`);
    });
  }
  const total = [...unigrams.entries()].filter(([word]) => word !== '<s>').reduce((sum, [, count]) => sum + count, 0);
  const unigramProbability = (word: string) => (word === '<s>' ? 0 : (unigrams.get(word) ?? 0) / total);

  // Counts by history, to discount each history's continuations.
  const historyTotals = (ngrams: Counts) => {
    const totals = new Map<string, { count: number; types: number; continuations: string[] }>();
    for (const [ngram, count] of ngrams) {
      const words = ngram.split(' ');
      const history = words.slice(0, -1).join(' ');
      const entry = totals.get(history) ?? { count: 0, types: 0, continuations: [] };
      entry.count += count;
      entry.types += 1;
      entry.continuations.push(words.at(-1)!);
      totals.set(history, entry);
    }
    return totals;
  };
  const bigramHistories = historyTotals(bigrams);
  const trigramHistories = historyTotals(trigrams);
  const bigramProbability = (history: string, word: string) => {
    const count = bigrams.get(`${history} ${word}`) ?? 0;
    const totals = bigramHistories.get(history);
    return count > 0 && totals ? (count - DISCOUNT) / totals.count : 0;
  };

  // Backoff weight of a history: the discounted mass spread over the words it was not seen with.
  const backoff = (lower: (word: string) => number, totals: { count: number; types: number; continuations: string[] } | undefined) => {
    if (!totals) return 1;
    const left = (DISCOUNT * totals.types) / totals.count;
    const lowerSeen = totals.continuations.reduce((sum, word) => sum + lower(word), 0);
    return lowerSeen >= 1 ? 1 : left / (1 - lowerSeen);
  };

  const lines: string[] = ['\\data\\', `ngram 1=${unigrams.size}`, `ngram 2=${bigrams.size}`, `ngram 3=${trigrams.size}`, '', '\\1-grams:'];
  for (const word of [...unigrams.keys()].sort()) {
    const weight = backoff(unigramProbability, bigramHistories.get(word));
    lines.push(`${format(log10(unigramProbability(word)))} ${word} ${format(log10(weight))}`);
  }
  lines.push('', '\\2-grams:');
  for (const bigram of [...bigrams.keys()].sort()) {
    const [first = '', second = ''] = bigram.split(' ');
    // Every word seen after "first second" was also seen after "second": its bigram is never a backoff.
    const weight = backoff((next) => bigramProbability(second, next), trigramHistories.get(bigram));
    lines.push(`${format(log10(bigramProbability(first, second)))} ${bigram} ${format(log10(weight))}`);
  }
  lines.push('', '\\3-grams:');
  for (const [trigram, count] of [...trigrams.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    const history = trigram.split(' ').slice(0, 2).join(' ');
    const totals = trigramHistories.get(history)!;
    lines.push(`${format(log10((count - DISCOUNT) / totals.count))} ${trigram}`);
  }
  lines.push('', '\\end\\', '');
  return { arpa: lines.join('\n'), words: [...unigrams.keys()].filter((word) => word !== '<s>' && word !== '</s>').sort() };
}
