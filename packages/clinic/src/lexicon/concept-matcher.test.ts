import { describe, expect, it } from 'vitest';
import { ConceptMatcher } from './concept-matcher';
import { testLexicon } from './test-lexicon';

const matcher = new ConceptMatcher([
  testLexicon(
    'Serbian',
    { negation_before: ['nemam', 'bez', '=ne'], age_before: ['imam'], age_after: ['godin'] },
    {
      head_pain: ['glavobolj', 'boli glava', 'glava boli'],
      numb_weak: ['ne mogu da pomer'],
      body_side: ['ruku', 'ruka'],
      fever: ['temperatur', 'groznic'],
      stiff_neck: ['ukočen vrat', 'vrat ukočen'],
      new_onset: ['nova', 'odskora'],
    },
  ),
  testLexicon(
    'Deutsch',
    { negation_before: ['kein', 'nicht', 'ohne'], age_before: ['ich bin'], age_after: ['jahre'] },
    {
      head_pain: ['*kopfschmerz'],
      stiff_neck: ['*nackensteif', 'steifer nacken'],
      fever: ['fieber'],
    },
  ),
  testLexicon('Spanish', { negation_before: ['sin', '=no'] }, { fever: ['fiebre'] }),
  testLexicon('Japanese', { negation_after: ['ない', 'ません'], age_after: ['歳'] }, { fever: ['熱'], head_pain: ['頭痛', '頭が痛'] }),
  testLexicon('Chinese', { negation_before: ['没有', '不'], age_after: ['岁'] }, { fever: ['发烧'], new_onset: ['最近'] }),
]);
const found = (message: string) => [...matcher.find(message).concepts.keys()].sort();

describe('finding lexicon concepts in a message', () => {
  it('matches stems through inflections and scripts, and multi-word terms with words between', () => {
    expect(found('Глава ме јако боли и имам температуру')).toEqual(['fever', 'head_pain']);
    expect(found('glavobolja mi je strasna, vrat mi je ukocen')).toEqual(['head_pain', 'stiff_neck']);
  });

  it('matches German compounds inside words and one-letter typos in long words', () => {
    expect(found('Spannungskopfschmerzen und Nackensteifigkeit')).toEqual(['head_pain', 'stiff_neck']);
    expect(found('imam temperaturru i glavoblju')).toEqual(['fever', 'head_pain']);
    // Short stems do not take typos: "fieber" is not "faser".
    expect(found('eine Faser')).toEqual([]);
  });

  it('drops a concept negated just before it, but not one further away or in another sentence', () => {
    expect(found('Kopfschmerzen, aber kein Fieber')).toEqual(['head_pain']);
    expect(found('nemam temperaturu, ali me boli glava')).toEqual(['head_pain']);
    expect(found('Nemam pojma šta je ovo. Imam temperaturu.')).toEqual(['fever']);
  });

  it('lets a negation word inside a phrase belong to it, but negates a phrase with the negation in its gap', () => {
    expect(found('ne mogu da pomerim ruku')).toEqual(['body_side', 'numb_weak']);
    expect(found('glava me ne boli')).toEqual([]);
  });

  it("applies another language's negation only when the message is in that language", () => {
    // Serbian "sin" is a son, Spanish "sin" is "without": a Serbian message keeps its fever.
    expect(found('sin ima visoku temperaturu')).toEqual(['fever']);
    expect(found('sin fiebre')).toEqual([]);
  });

  it('matches Chinese and Japanese as substrings, with their negations before and after', () => {
    expect(found('我发烧了')).toEqual(['fever']);
    expect(found('我没有发烧')).toEqual([]);
    expect(found('熱があって頭痛がひどい')).toEqual(['fever', 'head_pain']);
    expect(found('熱はないです')).toEqual([]);
  });

  it('recognises an age of 50 or more stated with a number, in any script', () => {
    expect(matcher.find('Imam 63 godine i ovo je nova glavobolja').isAged50OrOver).toBe(true);
    expect(matcher.find('Ich bin 58 und habe Kopfschmerzen').isAged50OrOver).toBe(true);
    expect(matcher.find('我今年63岁，最近头痛').isAged50OrOver).toBe(true);
    expect(matcher.find('72歳の母です').isAged50OrOver).toBe(true);
    expect(matcher.find('Imam 35 godina').isAged50OrOver).toBe(false);
    expect(matcher.find('Popio sam 60 kapi').isAged50OrOver).toBe(false);
  });

  it("recognises a child's age, but not a length of time, a count or a dose", () => {
    const child = new ConceptMatcher([
      testLexicon(
        'English',
        { age_before: ['she is', 'i am'], age_after: ['years', 'year'], not_age_after: ['weeks'] },
        { long_standing: ['for years'], distant_past: ['years +ago'] },
      ),
      testLexicon('Chinese', { age_after: ['岁'] }, {}),
    ]);
    const isChild = (message: string) => child.find(message).isChild;
    expect(['my 9-year-old vomits', 'she is 7', 'she is 7 and wakes at night', '我儿子9岁'].map(isChild)).toEqual([true, true, true, true]);
    expect(['I am 12 weeks pregnant', 'migraines for 9 years', 'I had it 3 years ago', 'she is 70'].map(isChild)).toEqual([false, false, false, false]);
  });

  it('tells history from now: a sentence about the distant past, unless it also speaks of now or of since', () => {
    const past = new ConceptMatcher([
      testLexicon(
        'English',
        { ongoing_before: ['since'], now_cues: ['=now'] },
        { fever: ['=fever'], stiff_neck: ['stiff neck'], distant_past: ['years +ago', 'as a child', 'last year'] },
      ),
    ]);
    const history = (message: string) => [...past.find(message).pastConcepts].sort();
    expect(history('I had a fever and a stiff neck years ago')).toEqual(['fever', 'stiff_neck']);
    expect(history('In 2015 I had a fever. Now a stiff neck')).toEqual(['fever']);
    expect(history('As a child I had migraines, now a fever and a stiff neck')).toEqual([]);
    expect(history('A fever since last year')).toEqual([]);
    // "+" asks for the next word: "years, and it hurts ago" is no "years ago".
    expect(history('I am 70 years and hurt, ago a fever')).toEqual([]);
  });

  it('does not let a phrase with a negation reach across a comma', () => {
    const comma = new ConceptMatcher([testLexicon('English', { negation_before: ['not'] }, { progressive: ['not my usual'], confusion: ['is confused'] })]);
    expect([...comma.find('no fever, not stiff, just my usual migraine').concepts.keys()]).toEqual([]);
    expect([...comma.find('this is not my usual migraine').concepts.keys()]).toEqual(['progressive']);
    expect([...comma.find('she is lost, confused').concepts.keys()]).toEqual(['confusion']);
  });
});
