import { describe, expect, it } from 'vitest';
import { countWords } from '@cephalo/shared/words';
import { limitMessageWords } from './message-words';

const words = (count: number, prefix = 'w') => Array.from({ length: count }, (_, index) => `${prefix}${index + 1}`).join(' ');

describe('the 140-word cap of the message draft', () => {
  it('lets a draft within the cap through unchanged', () => {
    expect(limitMessageWords('', 'My head hurts')).toBe('My head hurts');
    expect(limitMessageWords(words(139), `${words(140)} `)).toBe(`${words(140)} `);
  });

  it('ignores typing once the draft holds 140 words', () => {
    const full = `${words(140)} `;
    expect(limitMessageWords(full, `${full}x`)).toBe(full);
    // Splitting a word in two would make a 141st word.
    expect(limitMessageWords(words(140), words(140).replace('w70', 'w 70'))).toBe(words(140));
  });

  it('keeps the first 140 words of a long paste', () => {
    const pasted = limitMessageWords('', words(150));
    expect(countWords(pasted)).toBe(140);
    expect(pasted.endsWith('w140')).toBe(true);
    expect(limitMessageWords('Since Monday ', `Since Monday ${words(150)}`).endsWith('w138')).toBe(true);
  });
});
