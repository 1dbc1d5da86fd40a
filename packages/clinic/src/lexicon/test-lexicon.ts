import { LEXICON_CONCEPTS, LexiconSchema, type Lexicon, type LexiconConcept } from './lexicon-schema';

const SOURCES = [{ title: 'SNNOOP10 (Neurology 2019)', url: 'https://doi.org/10.1212/WNL.0000000000006697' }];

/** A small lexicon for the matcher's tests: the concepts given, every other one holding a term no message has. */
export function testLexicon(
  language: Lexicon['language'],
  parts: Partial<Omit<Lexicon, 'concepts' | 'language' | 'sources'>>,
  concepts: Partial<Record<LexiconConcept, string[]>>,
): Lexicon {
  return LexiconSchema.parse({
    language,
    sources: SOURCES,
    ...parts,
    concepts: Object.fromEntries(LEXICON_CONCEPTS.map((concept) => [concept, concepts[concept] ?? ['zzzz-unused']])),
  });
}
