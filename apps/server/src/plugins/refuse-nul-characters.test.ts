import { describe, expect, it } from 'vitest';
import { findNul } from './refuse-nul-characters';

/** A value nested `levels` deep, built without recursion, with `leaf` at the bottom. */
const nested = (levels: number, leaf: unknown): unknown => {
  let value = leaf;
  for (let level = 0; level < levels; level += 1) value = level % 2 ? [value] : { inner: value };
  return value;
};

describe('finding a NUL character', () => {
  it('names the path of the first text or key that holds one', () => {
    expect(findNul({ notes: 'fine', tags: ['a', 'b\u0000'] }, '')).toBe('tags.1');
    expect(findNul({ list: [{ 'bad\u0000key': 1 }] }, '')).toBe('list.0.bad\\0key');
    expect(findNul({ notes: 'fine', list: [1, null, { deep: 'ok' }] }, '')).toBeNull();
    expect(findNul(Buffer.from('a\u0000b'), '')).toBeNull();
  });

  it('walks a value nested 100,000 levels deep without overflowing the stack', () => {
    expect(findNul(nested(100_000, 'x\u0000'), '')).toMatch(/^0\.inner\.0\.inner\..*\.inner$/);
    expect(findNul(nested(100_000, 'x'), '')).toBeNull();
  });
});
