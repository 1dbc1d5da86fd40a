import { sentenceNumbers, type Occurrence } from './distant-past';

/**
 * Chinese "想X想死了" (to want or miss X "to death": "想喝咖啡想死了", "想你想死了") holds 想死
 * (to want to die) with X between, which no lexicon term can span. X of one to six characters
 * that does not start with 过, 了 or 着 ("想过想死了" is having thought of dying).
 */
const LONGING_FIGURE = /想(?![过過了着著])[^想，。！？、,.!?\s]{1,6}想死(?:我)?了/gu;

export function longingFigures(text: string): Occurrence[] {
  if (!text.includes('想死')) return [];
  const sentenceAt = sentenceNumbers(text);
  return [...text.matchAll(LONGING_FIGURE)].map((match) => ({
    concept: 'figure_of_speech',
    language: 'Chinese',
    source: '想…想死了',
    sentence: sentenceAt(match.index),
    // Only its 想死 is a figure: what X says is read ("想一了百了想死了" keeps its wish to end it all).
    from: match.index + match[0].lastIndexOf('想死'),
    to: match.index + match[0].length - 1,
    isCjk: true,
  }));
}

/**
 * A figure of speech that holds a red-flag word means something else: "I'll kill myself
 * laughing", "ubit ću se od smijeha", "ich lach mich tot", "笑死我了". What lies inside one is not
 * found (the lexicons' `figure_of_speech`).
 */
export function withoutFiguresOfSpeech(occurrences: Occurrence[]): Occurrence[] {
  const figures = occurrences.filter((occurrence) => occurrence.concept === 'figure_of_speech');
  if (figures.length === 0) return occurrences;
  return occurrences.filter(
    (occurrence) =>
      occurrence.concept === 'figure_of_speech' ||
      !figures.some((figure) => figure.isCjk === occurrence.isCjk && figure.from <= occurrence.from && occurrence.to <= figure.to),
  );
}
