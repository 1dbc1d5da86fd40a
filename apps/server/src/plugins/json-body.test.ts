import { describe, expect, it } from 'vitest';
import { isNestedDeeperThan } from './json-body';

describe('the depth of a JSON text', () => {
  it.each([
    ['[]', 1, false],
    ['[[]]', 1, true],
    ['{"a":{"b":[1,2,{"c":3}]}}', 4, false],
    ['{"a":{"b":[1,2,{"c":3}]}}', 3, true],
    ['{"a":"[[[[{{{{"}', 1, false],
    ['{"a":"\\\\"}', 1, false],
    ['{"a":"\\"[[[["}', 1, false],
    ['"[[[["', 0, false],
    [`${'['.repeat(100_000)}${']'.repeat(100_000)}`, 64, true],
  ])('%#: %s deeper than %i: %s', (text, maxDepth, expected) => {
    expect(isNestedDeeperThan(text, maxDepth)).toBe(expected);
  });
});
