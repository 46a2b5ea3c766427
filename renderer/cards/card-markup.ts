// ArkhamDB card text is a small markup: <b>, <i>/<em>, <u>, <blockquote>, <hr>, <br>, line breaks,
// [[Trait]], [icon] and a few HTML entities. It is parsed into a tree (never into HTML) so the
// UI renders it as React nodes; unbalanced tags in the data are closed or ignored.

export type MarkupStyle = 'b' | 'i' | 'u' | 'blockquote';

export type MarkupNode =
  | { kind: 'text'; text: string }
  | { kind: 'icon'; name: string }
  | { kind: 'trait'; text: string }
  | { kind: 'break' }
  | { kind: 'rule' }
  | { kind: 'styled'; style: MarkupStyle; children: MarkupNode[] };

const TOKEN = /(\[\[[^\]]*\]\]|\[[a-z_]+\]|<\/?[a-z]+\s*\/?>|\n|&[a-z]+;|&#\d+;)/gi;
const STYLE_TAGS: Record<string, MarkupStyle> = {
  b: 'b',
  strong: 'b',
  i: 'i',
  em: 'i',
  u: 'u',
  blockquote: 'blockquote',
};
const ENTITIES: Record<string, string> = {
  '&nbsp;': '\u00a0',
  '&rarr;': '→',
  '&lt;': '<',
  '&gt;': '>',
  '&amp;': '&',
  '&quot;': '"',
};

function entityText(entity: string): string {
  const numeric = /^&#(\d+);$/.exec(entity);
  if (numeric) return String.fromCodePoint(Number(numeric[1]));
  return ENTITIES[entity.toLowerCase()] ?? entity;
}

export function parseCardMarkup(source: string): MarkupNode[] {
  const root: MarkupNode[] = [];
  const open: { style: MarkupStyle; children: MarkupNode[] }[] = [];
  const current = () => open.at(-1)?.children ?? root;
  const addText = (text: string) => {
    if (!text) return;
    const siblings = current();
    const last = siblings.at(-1);
    if (last?.kind === 'text') last.text += text;
    else siblings.push({ kind: 'text', text });
  };

  for (const part of source.split(TOKEN)) {
    if (!part) continue;
    if (part === '\n') current().push({ kind: 'break' });
    else if (part.startsWith('[[')) current().push({ kind: 'trait', text: part.slice(2, -2) });
    else if (part.startsWith('[') && part.endsWith(']'))
      current().push({ kind: 'icon', name: part.slice(1, -1).toLowerCase() });
    else if (part.startsWith('&')) addText(entityText(part));
    else if (part.startsWith('<')) {
      const name = part.replace(/[</>\s]/g, '').toLowerCase();
      const style = STYLE_TAGS[name];
      if (name === 'br') current().push({ kind: 'break' });
      else if (name === 'hr') current().push({ kind: 'rule' });
      else if (style && !part.startsWith('</')) {
        const node = { kind: 'styled' as const, style, children: [] as MarkupNode[] };
        current().push(node);
        open.push(node);
      } else if (style) {
        // Close up to the matching tag; a closing tag that was never opened is dropped.
        const index = open.findLastIndex((entry) => entry.style === style);
        if (index >= 0) open.length = index;
      } else addText(part);
    } else addText(part);
  }
  return root;
}
