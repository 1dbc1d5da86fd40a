import { CJK, wordTokens } from '../language/normalize-text';

// A full stop after these does not end a sentence ("e.g. sumatriptan", "z. B.", "npr. ibuprofen").
const ABBREVIATION = /(?:^|[\s(])(?:e\.g|i\.e|z\.\s?B|u\.\s?a|bzw|npr|tj|itd|sl|dr|Dr|approx|ca|vs|т\.е|т\.к|напр|пр|др|π\.χ|ecc|p\.\s?ex|p\.\s?es|ex|etc)$/u;

/**
 * The sentences of a short answer, in any chat language: a sentence ends at . ! ? followed by a
 * space (not after an abbreviation), or at the CJK full stops, which need none. "37.8%" and
 * "ICHD-3 1.1" are not cut.
 */
export function splitIntoSentences(text: string): string[] {
  const clean = text.replace(/\s+/g, ' ').trim();
  const sentences: string[] = [];
  let start = 0;
  for (let at = 0; at < clean.length; at += 1) {
    const character = clean[at] ?? '';
    const isCjkEnd = '。！？'.includes(character);
    const isEnd = isCjkEnd || ('.!?'.includes(character) && (at + 1 === clean.length || clean[at + 1] === ' ') && !ABBREVIATION.test(clean.slice(start, at)));
    if (!isEnd) continue;
    const sentence = clean.slice(start, at + 1).trim();
    if (sentence) sentences.push(sentence);
    start = at + 1;
  }
  const rest = clean.slice(start).trim();
  if (rest) sentences.push(rest);
  return sentences;
}

/** A word takes part in matching from this length on: shorter ones are mostly function words. */
const MIN_WORD_LENGTH = 4;
/** Inflected forms meet on their first letters ("triptana", "triptane"; "Kopfschmerzen", "Kopfschmerz"). */
const STEM_LENGTH = 5;

/**
 * Words that ask for a quantity (how often, how many, how much, how long, what percentage, what
 * score, at what age) in the chat languages: such a question is answered by the sentence that holds
 * the number. Whole words by Unicode letters: `\b` knows only ASCII letters, so it never took
 * "Колко", "Сколько" or "Πόσο".
 */
const QUANTITY_WORDS =
  /(?<![\p{L}\p{N}])(how (often|many|much|long)|what (percentage|percent|proportion|share)|percentage|porcentaje|pourcentage|prozent\S*|anteil|percentuale|percentagem|porcentagem|procent\S*|процент\S*|postot\S*|posto|odsto|odstot\S*|százalék\S*|ποσοστ\S*|koliko|колко|колку|сколько|как часто|πόσ\S*|cat(e|ă)? (de )?des|câte|cât|hány|mennyi|meddig|milyen gyakran|cu[aá]nt[oa]s?|con qu[eé] frecuencia|combien|(à )?quelle fr[ée]quence|wie (oft|viel|viele|lange)|quant[oiae]|ogni quanto|com que frequ[eê]ncia|kolik\S*|kako često|kako cesto|kolko|(what|which) (score|result|number|age)|at what age|(qu[eé]|cu[aá]l) puntuaci[oó]n|a qu[eé] edad|(welche[rns]?) (wert|punktzahl|ergebnis|alter)|ab welchem alter|quel (score|r[ée]sultat)|[àa] (partir de )?quel [âa]ge|(che|quale) punteggio|a che et[àa]|qual (pontua[çc][ãa]o|resultado)|com que idade|(koji|kakav|кој|кой|какъв|какой|каков) (rezultat|резултат|результат|балл)|od koje godine|hány pont|hány éves|с какого возраста|από (ποια|τι) ηλικία|ποιο (σκορ|αποτέλεσμα)|ce (scor|rezultat)|de la ce v[âa]rst[ăa])(?![\p{L}\p{N}])|多少|比例|百分之|割合|何割|パーセント|几|幾|何回|何日|何度|何点|何歳|どのくらい|どれくらい|多久|多长|分数/iu;

/** A quantity question's answer is the sentence with the number, unless another shares several more of its words. */
const NUMBER_BONUS = 2.5;
/** A range or a threshold with its alternative ("0 to 1 ... 2 or more", "4 to 72 hours") answers "how many" better than a lone count. */
const RANGE_BONUS = 0.5;

const stemsOf = (text: string): Set<string> =>
  new Set(
    wordTokens(text)
      .map((token) => token.text)
      .filter((word) => word.length >= MIN_WORD_LENGTH && !CJK.test(word))
      .map((word) => word.slice(0, STEM_LENGTH)),
  );

/** Pairs of neighbouring CJK characters: Chinese and Japanese words are not separated by spaces. */
const cjkPairsOf = (text: string): Set<string> => {
  const pairs = new Set<string>();
  for (const run of text.match(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー]+/gu) ?? []) {
    for (let at = 0; at + 2 <= run.length; at += 1) pairs.add(run.slice(at, at + 2));
  }
  return pairs;
};

/**
 * How well each sentence answers the question: the question's words (first letters of each
 * word, or pairs of CJK characters) that the sentence shares, plus one when the question asks
 * for a quantity and the sentence holds a number.
 */
export function scoreSentences(question: string, sentences: readonly string[]): number[] {
  const asked = stemsOf(question);
  const askedPairs = cjkPairsOf(question);
  const wantsNumber = QUANTITY_WORDS.test(question);
  // A number the question already holds ("AD8", "my 10-year-old") is not the one it asks for.
  const askedNumbers = new Set(question.match(/\d+/g) ?? []);
  const newNumbers = (sentence: string) => (sentence.match(/\d+/g) ?? []).filter((number) => !askedNumbers.has(number)).length;
  return sentences.map((sentence) => {
    let score = 0;
    for (const stem of stemsOf(sentence)) if (asked.has(stem)) score += 1;
    let sharedPairs = 0;
    for (const pair of cjkPairsOf(sentence)) if (askedPairs.has(pair)) sharedPairs += 1;
    score += sharedPairs / 2;
    const numbers = wantsNumber ? newNumbers(sentence) : 0;
    if (numbers > 0) score += NUMBER_BONUS;
    if (numbers > 1) score += RANGE_BONUS;
    return score;
  });
}

/** The index of the highest score among `indexes`, the earliest on a tie. */
const bestOf = (scores: readonly number[], indexes: readonly number[]): number =>
  indexes.reduce((best, index) => ((scores[index] ?? 0) > (scores[best] ?? 0) ? index : best), indexes[0] ?? 0);

/**
 * The short answer with the sentence that answers the question first, when that sentence is not
 * already among the first two: "How many days a month can I take triptans?" opens at the limit,
 * not at what triptans are. The direct answer is two sentences, so the second is then the next
 * best one when it answers more than the first ("how many points are a bad result?": the score
 * and its cut-off); the others keep their order, so the answer still reads as written.
 */
export function leadWithAnsweringSentence(question: string, sentences: readonly string[]): string[] {
  const scores = scoreSentences(question, sentences);
  const best = bestOf(
    scores,
    sentences.map((_, index) => index),
  );
  if (best < 2 || (scores[best] ?? 0) <= Math.max(scores[0] ?? 0, scores[1] ?? 0)) return [...sentences];
  const rest = sentences.map((_, index) => index).filter((index) => index !== best);
  const second = bestOf(scores, rest);
  return [best, second, ...rest.filter((index) => index !== second)].map((index) => sentences[index] as string);
}
