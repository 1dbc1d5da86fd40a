/**
 * The simple Markdown of the knowledge base (packages/clinic/knowledge/*.md): paragraphs, "- " and
 * "1. " lists (one level of nesting), tables and **bold**. Parsed into blocks the article draws as
 * React elements, so no HTML in an entry is ever injected into the page.
 */
export interface ListItem {
  text: string;
  children: MarkdownList | null;
}

export interface MarkdownList {
  kind: 'list';
  isOrdered: boolean;
  items: ListItem[];
}

export type MarkdownBlock =
  { kind: 'paragraph'; text: string } | { kind: 'heading'; text: string } | MarkdownList | { kind: 'table'; header: string[]; rows: string[][] };

const LIST_ITEM = /^(\s*)([-*]|\d+\.)\s+(.*)$/;
const HEADING = /^#{1,6}\s+(.*)$/;
const TABLE_RULE = /^\|?[\s:|-]+\|?$/;

const tableCells = (line: string): string[] =>
  line
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((cell) => cell.trim());

export function parseKnowledgeMarkdown(markdown: string): MarkdownBlock[] {
  const blocks: MarkdownBlock[] = [];
  // The block the next line may continue; a blank line or another kind of line ends it.
  let open: MarkdownBlock | null = null;
  const start = (block: MarkdownBlock) => {
    blocks.push(block);
    open = block;
  };

  for (const line of markdown.replace(/\r\n?/g, '\n').split('\n')) {
    const current = open as MarkdownBlock | null;
    if (line.trim() === '') {
      open = null;
      continue;
    }
    const item = LIST_ITEM.exec(line);
    if (item) {
      const [, indent = '', marker = '', text = ''] = item;
      const isOrdered = marker !== '-' && marker !== '*';
      const parent = current?.kind === 'list' ? current.items.at(-1) : undefined;
      if (indent.length >= 2 && parent) {
        parent.children ??= { kind: 'list', isOrdered, items: [] };
        parent.children.items.push({ text, children: null });
      } else if (current?.kind === 'list' && current.isOrdered === isOrdered) {
        current.items.push({ text, children: null });
      } else {
        start({ kind: 'list', isOrdered, items: [{ text, children: null }] });
      }
      continue;
    }
    if (line.trimStart().startsWith('|')) {
      if (current?.kind === 'table') {
        if (!TABLE_RULE.test(line.trim())) current.rows.push(tableCells(line));
      } else {
        start({ kind: 'table', header: tableCells(line), rows: [] });
      }
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      start({ kind: 'heading', text: heading[1]?.trim() ?? '' });
      open = null;
      continue;
    }
    const text = line.trim();
    if (current?.kind === 'paragraph') current.text = `${current.text} ${text}`;
    else if (current?.kind === 'list' && /^\s/.test(line)) {
      // An indented line continues the last item.
      const last = current.items.at(-1);
      if (last) last.text = `${last.text} ${text}`;
    } else start({ kind: 'paragraph', text });
  }
  return blocks;
}
