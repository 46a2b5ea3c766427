import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../support/real-data.ts';

// Every class a style sheet under renderer/ styles is named somewhere in the renderer's code:
// a rule for a class nothing renders is dead weight that hides which rules really apply.
// A class counts as used when its whole name (letters, digits, - and _) appears in a .ts, .tsx
// or .html file of renderer/; names built at run time are listed below with where they are made.

/** Class names that code puts together at run time, each with the place that does it. */
const DYNAMIC_NAMES: readonly { pattern: RegExp; madeIn: string }[] = [
  {
    pattern: /^card-icon-/,
    madeIn: 'renderer/cards/card-icon.tsx, renderer/guide/guide-markup-view.tsx: card-icon-<name>',
  },
  {
    pattern: /^guide-progress-(done|current|skipped)$/,
    madeIn: 'renderer/guide/guide-progress-view.tsx: guide-progress-<mark>',
  },
  { pattern: /^guide-step-/, madeIn: 'renderer/guide/guide-shown-steps.tsx: guide-step-<step type>' },
  {
    pattern: /^guide-(center|right|typewriter|fancy|game|innsmouth|smallcaps|minicaps|red)$/,
    madeIn: 'renderer/guide/guide-markup-view.tsx: guide-<style>, the styles of shared/guide/text/guide-markup.ts',
  },
  { pattern: /^deck-warning$/, madeIn: 'renderer/deck/deck-problems.tsx: deck-<kind>' },
  { pattern: /^recharts-/, madeIn: 'the SVG recharts draws for the deck charts' },
];

/** The class names `css` styles (comments, quoted strings and url() aside). */
function classNamesIn(css: string): string[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '').replace(/url\([^)]*\)|"[^"]*"|'[^']*'/g, '');
  return [...new Set([...text.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1] as string))];
}

/** Which of `names` `code` never names as a whole word, names matching `dynamic` aside. */
function unusedClassNames(names: readonly string[], code: string, dynamic: readonly RegExp[]): string[] {
  const words = new Set(code.match(/[\w-]+/g) ?? []);
  return names.filter((name) => !words.has(name) && !dynamic.some((pattern) => pattern.test(name)));
}

const rendererFiles = (pattern: RegExp) =>
  readdirSync(path.join(REPO_ROOT, 'renderer'), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && pattern.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));

describe('style sheets under renderer/ style only classes the renderer uses', () => {
  it('finds a class nothing names, and passes one a component names or builds', () => {
    const css = '.kit-button { padding: 0 } .planted-unused, .card-icon-skull:hover { color: red } a[href$=".css"] {}';
    expect(classNamesIn(css)).toEqual(['kit-button', 'planted-unused', 'card-icon-skull']);
    const code = '<button className={styles.x ?? "kit-button"} />';
    expect(unusedClassNames(classNamesIn(css), code, [/^card-icon-/])).toEqual(['planted-unused']);
  });

  it('every class styled in renderer/**/*.css is named in renderer code or built at run time', () => {
    const code = rendererFiles(/\.(tsx?|html)$/)
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    const unused = rendererFiles(/\.css$/).flatMap((file) => {
      const names = classNamesIn(readFileSync(file, 'utf8'));
      const relative = path.relative(REPO_ROOT, file).split(path.sep).join('/');
      return unusedClassNames(
        names,
        code,
        DYNAMIC_NAMES.map((entry) => entry.pattern),
      ).map((name) => `${relative}: .${name}`);
    });
    expect(unused).toEqual([]);
  });
});
