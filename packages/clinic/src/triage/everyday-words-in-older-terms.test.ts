import { describe, expect, it } from 'vitest';
import { detectRedFlags, type RedFlagCategory } from './red-flags';

// Found while reviewing session 25's rounds, apart from the evaluation sets: terms of earlier
// rounds that ended on a negation ("depuis ce matin on ne", "desde manhã não", "în viața mea nu")
// met everyday sentences; they now need the words that make them the red flag.
const EVERYDAY: string[] = [
  'Depuis ce matin on ne mange rien à cause de la migraine',
  'Desde manhã não consigo comer por causa da enxaqueca',
  'Am 30 de ani și în viața mea nu am avut dureri de cap, azi mă doare puțin',
];

const RED_FLAGS: [message: string, agent: 1 | 2, category: RedFlagCategory][] = [
  ['Maman est sortie, depuis ce matin on ne la trouve pas', 2, 'missing-person'],
  ['A minha mãe tem demência e desde manhã não aparece', 2, 'missing-person'],
  ['Am 55 de ani și în viața mea nu am avut dureri de cap, dar de 2 săptămâni mă doare capul zilnic', 1, 'new-after-50'],
  ['În viața mea nu am avut așa durere de cap, a venit brusc', 1, 'thunderclap'],
];

describe('older terms that ended on a negation', () => {
  it.each(EVERYDAY)('raise no red flag for "%s"', (message) => {
    expect(detectRedFlags(message, 1)).toEqual([]);
    expect(detectRedFlags(message, 2)).toEqual([]);
  });

  it.each(RED_FLAGS)('still find the red flag in "%s" (agent %i): %s', (message, agent, category) => {
    expect(detectRedFlags(message, agent)).toContain(category);
  });
});

// Found by the South Slavic round 3 (session 25): "ne znam gdje sam" (I don't know where I am) is
// confusion, but not when it goes on to what was put, left or read somewhere.
describe('"I don\'t know where I ..." in BCS', () => {
  it.each([
    'Ne znam gdje sam stavila naočale, a sutra idem kod neurologa zbog migrene',
    'ne znam gde sam ostavio lekove za glavobolju, koliko ibuprofena smem?',
    'Ne znam di sam pročitala da magnezij pomaže kod migrene, je li to istina?',
  ])('raises no red flag for "%s"', (message) => {
    expect(detectRedFlags(message, 1)).toEqual([]);
    expect(detectRedFlags(message, 2)).toEqual([]);
  });

  it.each(['Jako me boli glava i ne znam gdje sam, sve mi je strano', 'Odjednom ne znam gde sam, glava me užasno boli'])(
    'still finds confusion in "%s"',
    (message) => {
      expect(detectRedFlags(message, 1)).toContain('confusion');
    },
  );
});
