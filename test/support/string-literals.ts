// The string and template literals of a TypeScript or TSX source, with the line each starts on,
// read from the syntax tree (Vite's parser, oxc): quoted strings, templates (their text parts),
// JSX text between tags and JSX attribute strings. Comments and regular expressions are not
// literals. For the architecture tests that look at what a module writes out.

import { parseSync } from 'vite';

export interface StringLiteral {
  line: number;
  /** The literal's text as written (escapes kept); a template's parts joined by `…`; JSX text trimmed. */
  text: string;
}

interface SyntaxNode {
  type: string;
  start: number;
  value?: unknown;
  raw?: string;
  quasis?: { value: { raw: string } }[];
}

const isNode = (value: unknown): value is SyntaxNode =>
  typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';

/** The text a node writes out, or undefined when it writes none (numbers, regular expressions, blank JSX). */
function literalText(node: SyntaxNode): string | undefined {
  if (node.type === 'Literal' && typeof node.value === 'string') return node.raw?.slice(1, -1);
  if (node.type === 'TemplateLiteral') return node.quasis?.map((part) => part.value.raw).join('…');
  if (node.type === 'JSXText') {
    const text = (node.raw ?? '').replace(/\s+/g, ' ').trim();
    return text === '' ? undefined : text;
  }
  return undefined;
}

/** `syntax` `tsx` reads JSX (`<T>(x) => x` then is a tag), `ts` plain TypeScript; a source that does not parse throws. */
export function stringLiterals(source: string, syntax: 'ts' | 'tsx'): StringLiteral[] {
  const { program, errors } = parseSync(`source.${syntax}`, source, { lang: syntax });
  if (errors.length > 0) throw new Error(`string-literals: the source does not parse: ${errors[0]!.message}`);
  const lineStarts = [0];
  for (let i = 0; i < source.length; i++) if (source[i] === '\n') lineStarts.push(i + 1);
  /** 1-based line of `offset`: the number of line starts at or before it (binary search). */
  const lineOf = (offset: number) => {
    let low = 0;
    let high = lineStarts.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (lineStarts[middle]! <= offset) low = middle + 1;
      else high = middle;
    }
    return low;
  };

  const found: (StringLiteral & { offset: number })[] = [];
  const visit = (value: unknown) => {
    if (Array.isArray(value)) {
      for (const item of value) visit(item);
      return;
    }
    if (!isNode(value)) return;
    const text = literalText(value);
    // JSX text starts with the line break and indent before its first word.
    const start = value.start + (value.type === 'JSXText' ? /^\s*/.exec(value.raw ?? '')![0].length : 0);
    if (text !== undefined) found.push({ line: lineOf(start), text, offset: start });
    for (const [key, child] of Object.entries(value)) if (key !== 'quasis' && typeof child === 'object') visit(child);
  };
  visit(program);
  return found.sort((a, b) => a.offset - b.offset).map(({ line, text }) => ({ line, text }));
}
