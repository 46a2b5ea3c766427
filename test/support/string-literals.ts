// The string and template literals of a TypeScript source, with the line each starts on: a small
// lexer (comments, quotes, templates with nested `${…}`, regular expressions), enough for the
// architecture tests that look at what a module writes out — not a parser, and not for JSX.

export interface StringLiteral {
  line: number;
  /** The literal's text as written (escapes kept); a template's parts joined by `…`. */
  text: string;
}

/** Tokens after which a `/` starts a regular expression rather than a division. */
const BEFORE_REGEX = /[(,=:[!&|?{};+\-*%<>~^]$|\b(return|typeof|case|in|of|void|delete|throw|new|else|do|yield|await)$/;

export function stringLiterals(source: string): StringLiteral[] {
  const found: StringLiteral[] = [];
  // One entry per open template: the parts read so far, its line, and the brace depth of its `${`.
  const templates: { parts: string[]; line: number; depth: number }[] = [];
  let depth = 0;
  let line = 1;
  let i = 0;
  let lastToken = '';

  const advance = (to: number) => {
    for (let k = i; k < to; k++) if (source[k] === '\n') line++;
    i = to;
  };
  /** Index just past the closing `quote` of the literal starting at `from`. */
  const endOfQuoted = (from: number, quote: string) => {
    let k = from + 1;
    while (k < source.length && source[k] !== quote) k += source[k] === '\\' ? 2 : 1;
    return k + 1;
  };
  /** Reads template text from `i` up to its end (back-tick) or the next `${`. */
  const readTemplatePart = (template: { parts: string[]; line: number; depth: number }) => {
    let k = i;
    while (k < source.length && source[k] !== '`' && !(source[k] === '$' && source[k + 1] === '{'))
      k += source[k] === '\\' ? 2 : 1;
    template.parts.push(source.slice(i, k));
    if (source[k] === '`') {
      advance(k + 1);
      templates.pop();
      found.push({ line: template.line, text: template.parts.join('…') });
      lastToken = '`';
    } else {
      advance(k + 2);
      depth++;
      template.depth = depth;
      lastToken = '{';
    }
  };

  while (i < source.length) {
    const c = source[i]!;
    const next = source[i + 1];
    if (c === '/' && next === '/') {
      const end = source.indexOf('\n', i);
      advance(end < 0 ? source.length : end);
    } else if (c === '/' && next === '*') {
      const end = source.indexOf('*/', i + 2);
      advance(end < 0 ? source.length : end + 2);
    } else if (c === "'" || c === '"') {
      const start = line;
      const end = endOfQuoted(i, c);
      found.push({ line: start, text: source.slice(i + 1, end - 1) });
      advance(end);
      lastToken = c;
    } else if (c === '`') {
      const template = { parts: [], line, depth: -1 };
      templates.push(template);
      advance(i + 1);
      readTemplatePart(template);
    } else if (c === '}' && templates.length > 0 && templates.at(-1)!.depth === depth) {
      depth--;
      advance(i + 1);
      readTemplatePart(templates.at(-1)!);
    } else if (c === '/' && BEFORE_REGEX.test(lastToken)) {
      let k = i + 1;
      let inClass = false;
      while (k < source.length && (inClass || source[k] !== '/') && source[k] !== '\n') {
        if (source[k] === '\\') k++;
        else if (source[k] === '[') inClass = true;
        else if (source[k] === ']') inClass = false;
        k++;
      }
      advance(k + 1);
      lastToken = 'regex';
    } else if (/\s/.test(c)) {
      advance(i + 1);
    } else {
      const word = /^[\w$]+/.exec(source.slice(i, i + 40))?.[0];
      if (c === '{') depth++;
      else if (c === '}') depth--;
      lastToken = word ?? c;
      advance(i + (word?.length ?? 1));
    }
  }
  // A lexer that lost its way (a regular expression taken for a division, say) ends unbalanced.
  if (templates.length > 0 || depth !== 0) throw new Error(`string-literals: unbalanced source (depth ${depth})`);
  return found;
}
