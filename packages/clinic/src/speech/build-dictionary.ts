/**
 * Pronunciations (CMU ARPAbet) for words of the phrase corpus that the CMU dictionary lacks;
 * written by hand from the usual English pronunciation.
 */
export const EXTRA_PRONUNCIATIONS: Record<string, string> = {
  alzheimers: 'AE L Z HH AY M ER Z',
  naproxen: 'N AH P R AA K S AH N',
  paracetamol: 'P AE R AH S IY T AH M AA L',
  sumatriptan: 'S UW M AH T R IH P T AE N',
  sundowning: 'S AH N D AW N IH NG',
  thunderclap: 'TH AH N D ER K L AE P',
  triptan: 'T R IH P T AE N',
  triptans: 'T R IH P T AE N Z',
};

/** The lines of a pocketsphinx dictionary for `words`, from the CMU dictionary's text plus the extras. */
export function buildDictionary(words: string[], cmuDictionary: string): { dictionary: string; missing: string[] } {
  const wanted = new Set(words);
  const lines: string[] = [];
  const found = new Set<string>();
  for (const line of cmuDictionary.split('\n')) {
    const head = line.slice(0, line.indexOf(' '));
    const word = head.replace(/\(\d+\)$/, '');
    if (wanted.has(word)) {
      lines.push(line.trim());
      found.add(word);
    }
  }
  for (const [word, phones] of Object.entries(EXTRA_PRONUNCIATIONS)) {
    if (wanted.has(word) && !found.has(word)) {
      lines.push(`${word} ${phones}`);
      found.add(word);
    }
  }
  return { dictionary: `${lines.join('\n')}\n`, missing: words.filter((word) => !found.has(word)) };
}
