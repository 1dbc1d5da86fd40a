/** The chat message cap of the specification: 140 whitespace-separated words. */
export const MAX_MESSAGE_WORDS = 140;

export const countWords = (text: string): number => {
  const trimmed = text.trim();
  return trimmed === '' ? 0 : trimmed.split(/\s+/u).length;
};

/**
 * Keeps the first `limit` words of a text, leaving its spacing alone: typing past the cap is
 * ignored and pasting keeps the first words (decisions.md, "Small fixes to the client").
 */
export function capWords(text: string, limit = MAX_MESSAGE_WORDS): string {
  if (countWords(text) <= limit) return text;
  const pattern = /\S+/gu;
  let match: RegExpExecArray | null;
  let seen = 0;
  while ((match = pattern.exec(text)) !== null) {
    seen += 1;
    if (seen === limit) return text.slice(0, match.index + match[0].length);
  }
  return text;
}
