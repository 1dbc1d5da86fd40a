/**
 * The entries a message names by their title (issue 32, "expected entry first"). BM25 ranks on
 * shared words, so "What causes vascular dementia?" put "Mixed dementia – more than one cause"
 * first: its keywords name vascular dementia too, and more often. A patient who names a topic
 * ("vascular dementia", "delirium or dementia", "menstrual migraine") means the entry of that name.
 *
 * An entry's name is its title before a dash, colon or bracket ("Mixed dementia – more than one
 * cause" is named "Mixed dementia"), in English and in each translation. A message names it when
 * it has every term of the name and at least one of them is not common to the assistant's entries
 * (so "migraine" alone names no entry: most of them say it).
 */
const NAME_END = /\s[–—-]\s|\s?\(|:|：|（/u;
/** Stems of one language meet when one begins with the other and the shorter has this many letters (Slavic cases: "vaskularn" / "vaskularnu"). */
const MIN_PREFIX = 4;

interface NamedEntry {
  entryId: string;
  agent: number;
  terms: string[];
}

export const nameOf = (title: string): string => title.split(NAME_END)[0]?.trim() ?? title;

const meets = (term: string, messageTerm: string): boolean => {
  if (term === messageTerm) return true;
  const [shorter, longer] = term.length <= messageTerm.length ? [term, messageTerm] : [messageTerm, term];
  return shorter.length >= MIN_PREFIX && longer.startsWith(shorter);
};

export class NamedTopics {
  private readonly names: NamedEntry[] = [];

  /**
   * `terms` makes the index terms of a text (its language's stemming and stop words); `isCommon`
   * says whether a term is common to an assistant's entries (common-terms.ts).
   */
  constructor(
    titles: { entryId: string; agent: number; title: string }[],
    private readonly terms: (text: string) => string[],
    isCommon: (agent: number, term: string) => boolean,
  ) {
    for (const { entryId, agent, title } of titles) {
      const nameTerms = [...new Set(terms(nameOf(title)))];
      if (nameTerms.length > 0 && nameTerms.some((term) => !isCommon(agent, term))) this.names.push({ entryId, agent, terms: nameTerms });
    }
  }

  /** The ids of the assistant's entries whose name the message says in full. */
  namedBy(message: string, agent: number): Set<string> {
    const messageTerms = [...new Set(this.terms(message))];
    const named = new Set<string>();
    for (const name of this.names) {
      if (name.agent === agent && name.terms.every((term) => messageTerms.some((messageTerm) => meets(term, messageTerm)))) named.add(name.entryId);
    }
    return named;
  }
}
