import { describe, expect, it } from 'vitest';
import { assertPasswordNotGuessable } from './assert-password-not-guessable';

describe('passwords attackers try first', () => {
  it.each(['1234', '123456', 'password', 'Qwerty', 'iloveyou', 'letmein', 'aaaa', '1111', 'abab', 'zzzzzzzzzz'])('refuses "%s" with a clear detail', (password) => {
    expect(() => assertPasswordNotGuessable(password)).toThrow(/password: .*(easy to guess)/);
  });

  it.each(['calm-river-42', 'secret-pass', 'tr0mbone-harbour', 'a7#k'])('accepts "%s"', (password) => {
    expect(() => assertPasswordNotGuessable(password)).not.toThrow();
  });
});
