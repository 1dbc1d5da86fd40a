import { dictionary } from '@zxcvbn-ts/language-common';
import { BadRequestError } from '../errors/http-errors';
import { isMadeOfSequences } from './is-made-of-sequences';

/**
 * The most used passwords of public breach corpora, as ranked by the zxcvbn project
 * (@zxcvbn-ts/language-common, "passwords-common": about 49,000 entries, lower case).
 */
const COMMON_PASSWORDS = new Set(dictionary['passwords-common']);

/**
 * The product's own words, which an attacker of this product tries first (zxcvbn's "user inputs"
 * idea): its name, the demo password the README prints, what the screens say. Compared letters
 * only, so "Cephalo-2024!" and "demo_password" are the same word.
 */
const PRODUCT_WORDS = new Set([
  'cephalo',
  'cephalodemo',
  'democephalo',
  'demopassword',
  'demo',
  'companion',
  'migraine',
  'migraines',
  'headache',
  'headaches',
  'headachediary',
  'migrainediary',
  'dementia',
  'diary',
  'clinic',
  'democlinic',
  'registrationkey',
]);

/** One character, or a pattern of one or two characters, over and over ("1111", "aaaa", "abab"). */
const isTriviallyRepeated = (password: string): boolean => /^(.{1,2})\1+$/su.test(password);

/** A common password with digits or signs put around it ("dragon2024", "!password1"): the list's words are tried that way first. */
const withoutOuterDigitsAndSigns = (password: string): string => password.toLowerCase().replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
const lettersOnly = (password: string): string => password.toLowerCase().replace(/[^\p{L}]/gu, '');

/**
 * A new password (registration, reset, change, an account made by an administrator) must not be
 * one that attackers try first. The length rule of the specification stays where it is; this
 * check comes on top of it and names the problem plainly.
 */
export function assertPasswordNotGuessable(password: string): void {
  if (isTriviallyRepeated(password)) throw new BadRequestError('password: a repeated character or pattern is too easy to guess. Choose another password.');
  if (isMadeOfSequences(password))
    throw new BadRequestError('password: a sequence such as "abcd", "1234" or "qwerty" is too easy to guess. Choose another password.');
  if (PRODUCT_WORDS.has(lettersOnly(password)))
    throw new BadRequestError('password: the name or words of this service are easy to guess. Choose another password.');
  const core = withoutOuterDigitsAndSigns(password);
  if (COMMON_PASSWORDS.has(password.toLowerCase()) || (core.length >= 4 && COMMON_PASSWORDS.has(core))) {
    throw new BadRequestError('password: this password is one of the most commonly used and is easy to guess. Choose another password.');
  }
}
