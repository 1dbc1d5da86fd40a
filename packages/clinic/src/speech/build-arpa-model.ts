/**
 * A trigram language model in ARPA format from a list of sentences: interpolated Kneser-Ney
 * smoothing (Chen & Goodman 1998), written the way SRILM writes interpolated models: each listed
 * n-gram carries its interpolated probability and each history the weight given to the lower
 * order, so every history's distribution sums to one. ARPA is what pocketsphinx reads (`-lm`).
 * Probabilities are log10; <s> gets the conventional -99 as a unigram.
 *
 * Why Kneser-Ney rather than plain counts for the lower orders: the corpus comes from templates,
 * so a word's raw frequency says how many templates multiplied it, not how likely it is in a new
 * sentence. Kneser-Ney's lower orders count the distinct contexts a word follows instead, which
 * is what matters when a spoken sentence leaves the templates and the model backs off.
 */
type Counts = Map<string, number>;

interface History {
  /** Sum of the (possibly continuation) counts of the n-grams with this history. */
  total: number;
  /** Number of distinct words seen after it. */
  types: number;
}

const add = (counts: Counts, key: string, amount = 1) => counts.set(key, (counts.get(key) ?? 0) + amount);
const format = (value: number) => value.toFixed(4);
const log10 = (value: number) => (value > 0 ? Math.log10(value) : -99);
const historyOf = (ngram: string) => ngram.slice(0, Math.max(0, ngram.lastIndexOf(' ')));
const lowerOf = (ngram: string) => ngram.slice(ngram.indexOf(' ') + 1);

/** Raw counts of every 1-, 2- and 3-gram, with sentence boundaries. */
function countNgrams(sentences: string[]): Counts[] {
  const orders: Counts[] = [new Map(), new Map(), new Map()];
  for (const sentence of sentences) {
    const tokens = ['<s>', ...sentence.split(' ').filter(Boolean), '</s>'];
    for (let end = 1; end <= tokens.length; end += 1) {
      for (let order = 1; order <= 3 && end - order >= 0; order += 1) add(orders[order - 1]!, tokens.slice(end - order, end).join(' '));
    }
  }
  orders[0]!.delete('<s>');
  return orders;
}

/**
 * Kneser-Ney counts: the highest order keeps its raw counts; a lower-order n-gram counts the
 * distinct words seen before it, except when it starts a sentence (nothing can precede <s>).
 */
function kneserNeyCounts(raw: Counts[]): Counts[] {
  const modified: Counts[] = [new Map(), new Map(), raw[2]!];
  for (const order of [1, 2]) {
    for (const ngram of raw[order]!.keys()) add(modified[order - 1]!, lowerOf(ngram));
    for (const [ngram, count] of raw[order - 1]!) if (ngram.startsWith('<s>')) modified[order - 1]!.set(ngram, count);
  }
  return modified;
}

/** Ney's discount n1 / (n1 + 2 n2), from how many n-grams were seen once and twice. */
function discountFor(counts: Counts): number {
  let once = 0;
  let twice = 0;
  for (const count of counts.values()) {
    if (count === 1) once += 1;
    else if (count === 2) twice += 1;
  }
  return once > 0 ? once / (once + 2 * twice) : 0.5;
}

function historiesOf(counts: Counts): Map<string, History> {
  const histories = new Map<string, History>();
  for (const [ngram, count] of counts) {
    const entry = histories.get(historyOf(ngram)) ?? { total: 0, types: 0 };
    entry.total += count;
    entry.types += 1;
    histories.set(historyOf(ngram), entry);
  }
  return histories;
}

export function buildArpaModel(sentences: string[]): { arpa: string; words: string[] } {
  const counts = kneserNeyCounts(countNgrams(sentences));
  const discounts = counts.map(discountFor);
  const histories = counts.map(historiesOf);

  // Interpolated probabilities, lowest order first: each order's lower part is already known.
  const probabilities: Map<string, number>[] = [];
  const lowerWeight = (order: number, history: string) => {
    const entry = histories[order]!.get(history);
    return entry ? (discounts[order]! * entry.types) / entry.total : 1;
  };
  const unigramTotal = histories[0]!.get('')!.total;
  probabilities.push(new Map([...counts[0]!].map(([word, count]) => [word, count / unigramTotal])));
  for (const order of [1, 2]) {
    const table = new Map<string, number>();
    for (const [ngram, count] of counts[order]!) {
      const history = historyOf(ngram);
      const own = Math.max(count - discounts[order]!, 0) / histories[order]!.get(history)!.total;
      table.set(ngram, own + lowerWeight(order, history) * probabilities[order - 1]!.get(lowerOf(ngram))!);
    }
    probabilities.push(table);
  }

  const lines: string[] = ['\\data\\', `ngram 1=${counts[0]!.size + 1}`, `ngram 2=${counts[1]!.size}`, `ngram 3=${counts[2]!.size}`, ''];
  for (const order of [0, 1, 2]) {
    lines.push(`\\${order + 1}-grams:`);
    if (order === 0) lines.push(`-99 <s> ${format(log10(lowerWeight(1, '<s>')))}`);
    for (const ngram of [...probabilities[order]!.keys()].sort()) {
      const weight = order < 2 && histories[order + 1]!.has(ngram) ? ` ${format(log10(lowerWeight(order + 1, ngram)))}` : '';
      lines.push(`${format(log10(probabilities[order]!.get(ngram)!))} ${ngram}${weight}`);
    }
    lines.push('');
  }
  lines.push('\\end\\', '');
  return { arpa: lines.join('\n'), words: [...counts[0]!.keys()].filter((word) => word !== '</s>').sort() };
}
