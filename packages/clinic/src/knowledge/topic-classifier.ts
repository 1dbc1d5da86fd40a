import { normalizeText } from '../language/normalize-text';
import { STOP_WORDS } from '../language/multilingual-terms';

/**
 * Whether a message is about the assistant's subjects at all, in any chat language: a
 * multinomial naive Bayes over character n-grams (3 to 5 letters of each word, or 1 to 3
 * characters of a CJK run), trained at start on the knowledge base's words in every language
 * (titles, keywords, short answers; the red-flag lexicons) against everyday messages on other
 * subjects (packages/clinic/off-topic/). Character n-grams need no stemmer and meet inflected
 * forms ("gume", "gumama") and typos. Function words and numbers are left out: the knowledge base
 * states, the messages ask. It only vetoes weak matches: retrieval decides the rest.
 */
export class TopicClassifier {
  private readonly counts: [Map<string, number>, Map<string, number>] = [new Map(), new Map()];
  private readonly totals: [number, number] = [0, 0];
  private vocabularySize = 0;

  constructor(onTopic: readonly string[], offTopic: readonly string[]) {
    for (const text of onTopic) this.learn(0, text);
    for (const text of offTopic) this.learn(1, text);
    this.vocabularySize = new Set([...this.counts[0].keys(), ...this.counts[1].keys()]).size;
  }

  private learn(kind: 0 | 1, text: string): void {
    const counts = this.counts[kind];
    for (const gram of nGrams(text)) {
      counts.set(gram, (counts.get(gram) ?? 0) + 1);
      this.totals[kind] += 1;
    }
  }

  /**
   * The log-odds that the message is off topic, per n-gram (so long and short messages compare),
   * with equal priors; above 0 it looks more like everyday talk than like the knowledge base.
   * N-grams neither side has seen say nothing and are skipped.
   */
  offTopicOdds(message: string): number {
    let sum = 0;
    let seen = 0;
    const [on, off] = this.counts;
    for (const gram of nGrams(message)) {
      const onCount = on.get(gram) ?? 0;
      const offCount = off.get(gram) ?? 0;
      if (onCount === 0 && offCount === 0) continue;
      seen += 1;
      sum += Math.log((offCount + 1) / (this.totals[1] + this.vocabularySize)) - Math.log((onCount + 1) / (this.totals[0] + this.vocabularySize));
    }
    return seen === 0 ? 0 : sum / seen;
  }
}

const CJK_RUN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー]+/gu;
const WORD = /[\p{L}\p{N}]+/gu;

/** The n-grams of a text in normal form: 3-5 letters of each word (padded), 1-3 characters of a CJK run. */
function nGrams(text: string): string[] {
  const normal = normalizeText(text);
  const grams: string[] = [];
  for (const run of normal.match(CJK_RUN) ?? []) {
    for (let size = 1; size <= 3; size += 1) for (let at = 0; at + size <= run.length; at += 1) grams.push(run.slice(at, at + size));
  }
  for (const word of normal.replace(CJK_RUN, ' ').match(WORD) ?? []) {
    // Function words ("how", "koliko", "kann") say how a message is phrased, not what it is about.
    if (STOP_WORDS.has(word) || /^\d+$/.test(word)) continue;
    const padded = ` ${word} `;
    if (word.length <= 2) {
      grams.push(padded);
      continue;
    }
    for (let size = 3; size <= 5; size += 1) for (let at = 0; at + size <= padded.length; at += 1) grams.push(padded.slice(at, at + size));
  }
  return grams;
}
