// The markup of campaign-guide texts (arkham-cards-data and its German catalogs): inline styles
// <i>, <b>, <u>, <strike>, the guide's typefaces <typewriter>, <fancy>, <game>, <innsmouth>,
// <smallcaps>, <minicaps>, <red>, the blocks <center>, <right>, <blockquote>, [[Trait]],
// symbols in brackets ([skull], [willpower], [elder_sign], [day], [seal_a], [tdc_rune_a] …) and
// line breaks. It is parsed into a typed tree, never into HTML: a tag the parser does not know
// stays visible text, unbalanced tags are closed at the end, stray closing tags are dropped.

export const GUIDE_STYLES = [
  'b',
  'i',
  'u',
  'strike',
  'typewriter',
  'fancy',
  'game',
  'innsmouth',
  'smallcaps',
  'minicaps',
  'red',
  'center',
  'right',
  'blockquote',
] as const;
export type GuideStyle = (typeof GUIDE_STYLES)[number];

/** Styles that start their own block (a line of their own) rather than running in the text. */
export const BLOCK_STYLES: ReadonlySet<GuideStyle> = new Set(['center', 'right', 'blockquote']);

export type GuideMarkup =
  | { kind: 'text'; text: string }
  | { kind: 'break' }
  | { kind: 'icon'; icon: string }
  | { kind: 'trait'; text: string }
  | { kind: 'styled'; style: GuideStyle; children: GuideMarkup[] }
  | { kind: 'list'; items: GuideMarkup[][] };

const TOKEN = /(\[\[[^\]]*\]\]|\[[a-z][a-z0-9_]*\]|<\/?[a-zA-Z]+\s*\/?>|\r?\n)/g;
const STYLE_NAMES: ReadonlySet<string> = new Set(GUIDE_STYLES);
const ALIASES: Readonly<Record<string, GuideStyle>> = { em: 'i', strong: 'b', s: 'strike' };
/** Misspelt symbols of the German catalogs: boa/03_queen_of_ash's Expert bag has `[cultis]`. */
const ICON_TYPOS: Readonly<Record<string, string>> = { cultis: 'cultist' };
const iconOf = (name: string) => ICON_TYPOS[name] ?? name;

function styleOf(name: string): GuideStyle | undefined {
  if (STYLE_NAMES.has(name)) return name as GuideStyle;
  return ALIASES[name];
}

/** Parses one guide text into its markup tree. */
export function parseGuideMarkup(source: string): GuideMarkup[] {
  const root: GuideMarkup[] = [];
  const open: { style: GuideStyle; children: GuideMarkup[] }[] = [];
  const current = () => open.at(-1)?.children ?? root;
  const addText = (text: string) => {
    const siblings = current();
    const last = siblings.at(-1);
    if (last?.kind === 'text') last.text += text;
    else siblings.push({ kind: 'text', text });
  };

  for (const part of source.normalize('NFC').split(TOKEN)) {
    if (!part) continue;
    if (part === '\n' || part === '\r\n') current().push({ kind: 'break' });
    else if (part.startsWith('[[')) current().push({ kind: 'trait', text: part.slice(2, -2) });
    else if (part.startsWith('[')) current().push({ kind: 'icon', icon: iconOf(part.slice(1, -1)) });
    else if (part.startsWith('<')) {
      const name = part.replace(/[</>\s]/g, '').toLowerCase();
      const style = styleOf(name);
      if (name === 'br') current().push({ kind: 'break' });
      else if (!style) addText(part);
      else if (!part.startsWith('</')) {
        const node = { kind: 'styled' as const, style, children: [] as GuideMarkup[] };
        current().push(node);
        open.push(node);
      } else {
        const index = open.findLastIndex((entry) => entry.style === style);
        if (index >= 0) open.length = index;
      }
    } else addText(part);
  }
  return root;
}

/** A step's text with its bullet list (location setups, setup instructions) as one tree. */
export function parseGuideBlock(text: string | undefined, bullets: readonly string[] = []): GuideMarkup[] {
  const nodes = text ? parseGuideMarkup(text) : [];
  if (bullets.length > 0) nodes.push({ kind: 'list', items: bullets.map(parseGuideMarkup) });
  return nodes;
}
