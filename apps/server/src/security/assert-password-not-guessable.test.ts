import { describe, expect, it } from 'vitest';
import { assertPasswordNotGuessable } from './assert-password-not-guessable';
import { isMadeOfSequences } from './is-made-of-sequences';

describe('passwords attackers try first', () => {
  it.each(['1234', '123456', 'password', 'Qwerty', 'iloveyou', 'letmein', 'aaaa', '1111', 'abab', 'zzzzzzzzzz'])(
    'refuses "%s" with a clear detail',
    (password) => {
      expect(() => assertPasswordNotGuessable(password)).toThrow(/password: .*(easy to guess)/);
    },
  );

  it.each([
    'abcd',
    'ABCDEF',
    'dcba',
    '4321',
    '0987',
    '7890',
    'wxyz',
    'qwer',
    'asdf',
    'zxcvbn',
    'qwertz',
    'azerty',
    'poiuy',
    'abcd1234',
    'qwerty123',
    'abc-123',
    'abcabc',
    '123123',
    'aaa111',
    'abcdeee',
  ])('refuses the sequence "%s"', (password) => {
    expect(() => assertPasswordNotGuessable(password)).toThrow(/password: a sequence such as "abcd", "1234" or "qwerty" is too easy to guess/);
  });

  it.each(['demo-password', 'Demo_Password', 'cephalo', 'Cephalo2024!', 'c-e-p-h-a-l-o', 'migraine', 'dementia1'])(
    'refuses the product word "%s"',
    (password) => {
      expect(() => assertPasswordNotGuessable(password)).toThrow(/password: the name or words of this service are easy to guess/);
    },
  );

  it.each(['dragon2024', '!password1', 'monkey!!', '2024sunshine'])('refuses the common password "%s" with digits or signs around it', (password) => {
    expect(() => assertPasswordNotGuessable(password)).toThrow(/password: this password is one of the most commonly used/);
  });

  it.each([
    'calm-river-42',
    'secret-pass',
    'tr0mbone-harbour',
    'a7#k',
    'abcx',
    'were',
    'tree-frog',
    'one-pass',
    'brand-new-pass',
    'cephalo-rocks-in-May',
    'abx1',
  ])('accepts "%s"', (password) => {
    expect(() => assertPasswordNotGuessable(password)).not.toThrow();
  });
});

describe('isMadeOfSequences', () => {
  it('needs every character in a run of three or more', () => {
    expect(isMadeOfSequences('abcd')).toBe(true);
    expect(isMadeOfSequences('ab')).toBe(false);
    expect(isMadeOfSequences('abcdx')).toBe(false);
    expect(isMadeOfSequences('xyz-987')).toBe(true);
  });
});
