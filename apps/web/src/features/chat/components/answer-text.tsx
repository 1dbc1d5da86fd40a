import type { ReactNode } from 'react';

const BOLD = /\*\*([^*\n]+)\*\*/g;

/**
 * An answer as plain text. Only the knowledge base's **bold** marks become <strong>, built as React
 * elements: nothing the model or the user writes is ever parsed as HTML.
 */
export function AnswerText({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(BOLD)) {
    parts.push(text.slice(last, match.index));
    parts.push(<strong key={match.index}>{match[1]}</strong>);
    last = match.index + match[0].length;
  }
  parts.push(text.slice(last));
  return <>{parts}</>;
}
