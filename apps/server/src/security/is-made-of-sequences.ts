/**
 * Rows people slide along instead of choosing: the alphabet and the digits, and the letter rows
 * of QWERTY, QWERTZ and AZERTY keyboards (the layouts of the product's 18 chat languages that use
 * Latin letters). A run may go either way along a row.
 */
const ROWS = [
  'abcdefghijklmnopqrstuvwxyz',
  '01234567890',
  '`1234567890-=',
  'qwertyuiop[]',
  "asdfghjkl;'",
  'zxcvbnm,./',
  'qwertzuiop',
  'yxcvbnm',
  'azertyuiop',
  'qsdfghjklm',
  'wxcvbn',
];

/** The shortest run that counts: "abc", "321", "qwe"; two characters are a coincidence. */
const MIN_RUN = 3;

/** Characters people put between runs ("abc-123", "qwe rty"): they neither make nor break one. */
const SEPARATORS = /[\s._\-+]/gu;

/** How long the run starting at `start` is: one character repeated, or a row's neighbours in one direction. */
function runLengthAt(text: string, start: number): number {
  let longest = 1;
  // The same character again and again ("aaa", "111").
  let same = start + 1;
  while (same < text.length && text[same] === text[start]) same += 1;
  longest = Math.max(longest, same - start);
  for (const row of ROWS) {
    for (const step of [1, -1]) {
      let end = start + 1;
      let position = row.indexOf(text[start] ?? '');
      while (position >= 0 && end < text.length && row[position + step] === text[end]) {
        position += step;
        end += 1;
      }
      longest = Math.max(longest, end - start);
    }
  }
  return longest;
}

/**
 * True when the whole password, separators aside, is one or more runs of at least three: "abcd",
 * "4321", "qwerty", "asdf1234", "abc-abc", "zzz111". A password with one character that belongs
 * to no run is not one ("abcx", "calm-river-42").
 */
export function isMadeOfSequences(password: string): boolean {
  const text = password.toLowerCase().replace(SEPARATORS, '');
  if (text.length < MIN_RUN) return false;
  // isSplit[i]: the text from i on is whole runs. Any start of a run is a run too, so "abcdeee"
  // splits as "abcd" + "eee" although the longest first run is "abcde".
  const isSplit = new Array<boolean>(text.length + 1).fill(false);
  isSplit[text.length] = true;
  for (let start = text.length - 1; start >= 0; start -= 1) {
    const longest = runLengthAt(text, start);
    for (let length = MIN_RUN; length <= longest && !isSplit[start]; length += 1) isSplit[start] = isSplit[start + length] === true;
  }
  return isSplit[0] === true;
}
