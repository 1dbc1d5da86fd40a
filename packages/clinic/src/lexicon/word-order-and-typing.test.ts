import { describe, expect, it } from 'vitest';
import { ConceptMatcher } from './concept-matcher';
import { foldCyrillicTyping, foldGreeklish, greekToLatinKey, latinTypedScripts } from './latin-typed';
import { testLexicon } from './test-lexicon';
import { normalizeText } from '../language/normalize-text';

// The mechanisms of issue 32's round 8, on small lexicons of their own: a term's words met in
// another order within a clause, and Cyrillic and Greek terms met in a message typed in Latin.

const matcher = new ConceptMatcher([
  testLexicon(
    'Croatian',
    { negation_before: ['=ne', 'nije', 'nema'] },
    {
      stiff_neck: ['ne može saviti vrat'],
      missing_person: ['nije se vratio'],
      worst_ever: ['najgora bol'],
      head_pain: ['boli glava'],
      distant_past: ['godina +prije'],
    },
  ),
  testLexicon(
    'Russian',
    { negation_before: ['не', 'нет', 'без'] },
    { stiff_neck: ['не может согнуть шею'], fever: ['температур'], child: ['у дочери'], head_pain: ['болит голова'] },
  ),
  testLexicon('Bulgarian', { negation_before: ['не', 'няма'] }, { confusion: ['объркана'], missing_person: ['няма я'] }),
  testLexicon('Greek', { negation_before: ['δεν', 'χωρίς'] }, { fever: ['πυρετ'], stiff_neck: ['δύσκαμπτ'], child_warning: ['ξυπνάει με πονοκέφαλο'] }),
]);
const found = (message: string) => [...matcher.find(message).concepts.keys()].sort();

describe('a term met in another order', () => {
  it('meets the words of a sign in any order within one clause', () => {
    expect(found('Sinu je temperatura visoka, vrat ne može saviti')).toEqual(['fever', 'stiff_neck']);
    expect(found('Glava me boli od jutra')).toEqual(['head_pain']);
    expect(found('Suprug se još nije vratio iz trgovine')).toEqual(['missing_person']);
  });

  it('does not join words of different clauses or sentences', () => {
    expect(found('Vrat je u redu, ne može saviti koljeno')).toEqual([]);
    expect(found('Glava je bistra. Boli me koljeno')).toEqual([]);
  });

  it('keeps a negation close before the word it negates', () => {
    // "vratio se" and a "nije" three words on is no "nije se vratio".
    expect(found('Vratio se kući a nije ni pitao')).toEqual([]);
  });

  it('keeps the order of a comparison and of a `+word`', () => {
    expect(found('Bol je najgora navečer')).toEqual([]);
    expect(found('Prije dvije godine')).toEqual([]);
  });
});

describe('Cyrillic and Greek typed in Latin letters', () => {
  it('folds both spellings of a word to one key', () => {
    expect(foldCyrillicTyping('mozhet')).toBe(foldCyrillicTyping(normalizeText('может')));
    expect(foldCyrillicTyping('sheyu')).toBe(foldCyrillicTyping(normalizeText('шею')));
    expect(foldCyrillicTyping('obyrkanq')).toBe(foldCyrillicTyping('obyrkana'.replace(/a$/, 'ja')));
    expect(foldGreeklish('ksypnaei')).toBe(greekToLatinKey(normalizeText('ξυπνάει')));
    expect(foldGreeklish('pyreto')).toBe(greekToLatinKey(normalizeText('πυρετό')));
    expect(foldGreeklish('prwi')).toBe(greekToLatinKey(normalizeText('πρωί')));
  });

  it('finds Russian and Greek terms in a message typed in Latin, with its negations', () => {
    expect(found('u docheri temperatura i ona ne mozhet sognut sheyu, chto eto')).toEqual(['child', 'fever', 'stiff_neck']);
    expect(found('o gios mou kathe prwi ksypnaei me ponokefalo kai einai xlomos')).toEqual(['child_warning']);
    expect(found('exei pyreto kai o laimos tou einai dyskamptos')).toEqual(['fever', 'stiff_neck']);
    expect(found('den exei pyreto kai o laimos einai mia xara')).toEqual([]);
  });

  it('does not read a Croatian or English message with the Latin keys', () => {
    const functionWords = new Set(['i', 'je', 'na', 'se', 'ne', 'the', 'and', 'she', 'is', 'not'].map((word) => normalizeText(word)));
    expect([...latinTypedScripts(['mama', 'je', 'na', 'poslu', 'i', 'ne', 'zna'], functionWords)]).toEqual([]);
    expect([...latinTypedScripts(['she', 'is', 'not', 'at', 'home', 'and', 'the', 'dog', 'too'], functionWords)]).toEqual([]);
    expect([...latinTypedScripts(['mama', 'eto', 'uzhe', 'tolko', 'chto', 'ushla'], functionWords)]).toEqual(['cyrillic']);
    expect([...latinTypedScripts(['i', 'mama', 'mou', 'einai', 'kai', 'edw'], functionWords)]).toEqual(['greek']);
  });
});
