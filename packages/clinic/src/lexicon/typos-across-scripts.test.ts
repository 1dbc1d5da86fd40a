import { describe, expect, it } from 'vitest';
import { defaultConceptMatcher } from './default-concept-matcher';

const found = (message: string) => [...defaultConceptMatcher().find(message).concepts.keys()].sort();

describe('a typo of a lexicon term', () => {
  it('is never a word typed in Latin letters read as a Cyrillic term with a letter changed', () => {
    // Slovenian "posodi" (vessel) and Bosnian "obrisati" (delete) are one letter from Macedonian
    // "породи" (gave birth) and Bulgarian "обринат" (rash) in the transliterated normal form.
    expect(found('kako nastavim pritisk v ekspanzijski posodi pri centralni? kaze 0,8 bara')).toEqual([]);
    expect(found('Na telefonu mi piše da je memorija puna, kako obrisati slike a da ostanu na kartici?')).toEqual([]);
  });

  it('is still read when typed in Cyrillic, and the Cyrillic term itself in Latin letters', () => {
    expect(found('Детето цялото е обринто')).toEqual(['child', 'rash']);
    expect(found('Детето цялото е обринато')).toEqual(['child', 'rash']);
    // Latin-typed Bulgarian is read by its own keys (latin-typed.ts).
    expect(found('deteto e cqloto obrinato i ima visoka temperatura')).toEqual(expect.arrayContaining(['fever', 'rash']) as string[]);
  });
});
