import { describe, expect, it } from 'vitest';
import { capWords, countWords } from './words';

describe('the 140-word cap', () => {
  it('counts whitespace-separated words', () => {
    expect(countWords('')).toBe(0);
    expect(countWords('   ')).toBe(0);
    expect(countWords(' one  two\nthree\tfour ')).toBe(4);
  });

  it('keeps the first words of a longer text and leaves a short one alone', () => {
    const long = Array.from({ length: 150 }, (_, index) => `w${index}`).join(' ');
    expect(countWords(capWords(long))).toBe(140);
    expect(capWords(long).endsWith('w139')).toBe(true);
    expect(capWords('a b c', 2)).toBe('a b');
    expect(capWords('exactly two', 2)).toBe('exactly two');
    expect(capWords('trailing space ', 5)).toBe('trailing space ');
  });
});
