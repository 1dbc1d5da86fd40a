/**
 * Serbian Latin to Cyrillic (the two alphabets match letter for letter; lj, nj and dž are one
 * letter each: љ, њ, џ). A word of two or more capitals and digits, such as the criteria "B-D",
 * "ICHD-3" or a grade "IV", is a label, not Serbian, and stays as it is; a capital alone ("I" at a
 * sentence's start) is a Serbian word.
 */
const LETTERS: Readonly<Record<string, string>> = {
  a: 'а',
  b: 'б',
  c: 'ц',
  č: 'ч',
  ć: 'ћ',
  d: 'д',
  đ: 'ђ',
  e: 'е',
  f: 'ф',
  g: 'г',
  h: 'х',
  i: 'и',
  j: 'ј',
  k: 'к',
  l: 'л',
  m: 'м',
  n: 'н',
  o: 'о',
  p: 'п',
  r: 'р',
  s: 'с',
  š: 'ш',
  t: 'т',
  u: 'у',
  v: 'в',
  z: 'з',
  ž: 'ж',
};
const DIGRAPHS: Readonly<Record<string, string>> = { lj: 'љ', nj: 'њ', dž: 'џ' };

const upper = (letter: string) => letter.toUpperCase();

function word(text: string): string {
  let result = '';
  for (let index = 0; index < text.length; index += 1) {
    const pair = text.slice(index, index + 2);
    const digraph = DIGRAPHS[pair.toLowerCase()];
    if (digraph) {
      result += pair[0] === pair[0]?.toLowerCase() ? digraph : upper(digraph);
      index += 1;
      continue;
    }
    const letter = text[index] ?? '';
    const cyrillic = LETTERS[letter.toLowerCase()];
    result += cyrillic === undefined ? letter : letter === letter.toLowerCase() ? cyrillic : upper(cyrillic);
  }
  return result;
}

export const transliterateSerbianToCyrillic = (text: string): string =>
  text.replace(/[\p{L}\p{N}-]+/gu, (token) => (/^[\p{Lu}\p{N}-]{2,}$/u.test(token) ? token : word(token)));
