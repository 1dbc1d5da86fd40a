import { dictionary } from '@zxcvbn-ts/language-common';
import { BadRequestError } from '../errors/http-errors';

/**
 * The most used passwords of public breach corpora, as ranked by the zxcvbn project
 * (@zxcvbn-ts/language-common, "passwords-common": about 49,000 entries, lower case).
 */
const COMMON_PASSWORDS = new Set(dictionary['passwords-common']);

/** One character, or a pattern of one or two characters, over and over ("1111", "aaaa", "abab"). */
const isTriviallyRepeated = (password: string): boolean => /^(.{1,2})\1+$/su.test(password);

/**
 * A new password (registration, reset, change, an account made by an administrator) must not be
 * one that attackers try first. The length rule of the specification stays where it is; this
 * check comes on top of it and names the problem plainly.
 */
export function assertPasswordNotGuessable(password: string): void {
  if (isTriviallyRepeated(password)) throw new BadRequestError('password: a repeated character or pattern is too easy to guess. Choose another password.');
  if (COMMON_PASSWORDS.has(password.toLowerCase())) throw new BadRequestError('password: this password is one of the most commonly used and is easy to guess. Choose another password.');
}
