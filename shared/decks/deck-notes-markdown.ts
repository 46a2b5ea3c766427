// Deck notes are Markdown (ArkhamDB `description_md`). They are parsed into a small tree, never
// into HTML, so nothing a note holds (a pasted <script>, an HTML tag) reaches the page as markup:
// headings (#, ##, ###), paragraphs, bullet and numbered lists, block quotes, rules (---),
// **bold**, *italic*/_italic_, `code` and [links](https://…) whose address is shown, not followed.

export type InlineNode =
  | { kind: 'text'; text: string }
  | { kind: 'strong' | 'em'; children: InlineNode[] }
  | { kind: 'code'; text: string }
  | { kind: 'link'; text: string; href: string };

export type BlockNode =
  | { kind: 'heading'; level: 1 | 2 | 3; children: InlineNode[] }
  | { kind: 'paragraph'; children: InlineNode[] }
  | { kind: 'quote'; children: InlineNode[] }
  | { kind: 'list'; ordered: boolean; items: InlineNode[][] }
  | { kind: 'rule' };

const INLINE = /(`[^`\n]+`|\*\*[^*\n]+?\*\*|__[^_\n]+?__|\*[^*\n]+?\*|_[^_\n]+?_|\[[^\]\n]+\]\([^)\s]+\))/;

export function parseInline(text: string): InlineNode[] {
  const nodes: InlineNode[] = [];
  for (const part of text.split(INLINE)) {
    if (!part) continue;
    if (part.startsWith('`') && part.endsWith('`') && part.length > 2)
      nodes.push({ kind: 'code', text: part.slice(1, -1) });
    else if (/^(\*\*|__).+\1$/.test(part)) nodes.push({ kind: 'strong', children: parseInline(part.slice(2, -2)) });
    else if (/^([*_]).+\1$/.test(part)) nodes.push({ kind: 'em', children: parseInline(part.slice(1, -1)) });
    else {
      const link = /^\[([^\]]+)\]\(([^)\s]+)\)$/.exec(part);
      if (link) nodes.push({ kind: 'link', text: link[1]!, href: link[2]! });
      else nodes.push({ kind: 'text', text: part });
    }
  }
  return nodes;
}

const BULLET = /^\s*[-*+]\s+(.*)$/;
const NUMBERED = /^\s*\d+[.)]\s+(.*)$/;

export function parseNotes(source: string): BlockNode[] {
  const blocks: BlockNode[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length) blocks.push({ kind: 'paragraph', children: parseInline(paragraph.join(' ')) });
    paragraph = [];
  };
  for (const line of source.replace(/\r\n?/g, '\n').split('\n')) {
    const heading = /^(#{1,3})\s+(.*)$/.exec(line);
    const bullet = BULLET.exec(line);
    const numbered = bullet ? null : NUMBERED.exec(line);
    const item = bullet ?? numbered;
    if (!line.trim()) flush();
    else if (/^\s*([-*_])(\s*\1){2,}\s*$/.test(line)) {
      flush();
      blocks.push({ kind: 'rule' });
    } else if (heading) {
      flush();
      blocks.push({ kind: 'heading', level: heading[1]!.length as 1 | 2 | 3, children: parseInline(heading[2]!) });
    } else if (item) {
      flush();
      const ordered = Boolean(numbered);
      const last = blocks.at(-1);
      const content = parseInline(item[1]!);
      if (last?.kind === 'list' && last.ordered === ordered) last.items.push(content);
      else blocks.push({ kind: 'list', ordered, items: [content] });
    } else if (line.startsWith('>')) {
      flush();
      blocks.push({ kind: 'quote', children: parseInline(line.replace(/^>\s?/, '')) });
    } else paragraph.push(line.trim());
  }
  flush();
  return blocks;
}
