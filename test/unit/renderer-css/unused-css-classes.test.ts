import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CARD_ICONS } from '../../../renderer/cards/card-icons.ts';
import { REPO_ROOT } from '../../support/real-data.ts';

// Every class a style sheet under renderer/ styles is named somewhere in the renderer's code:
// a rule for a class nothing renders is dead weight that hides which rules really apply.
// A global sheet's class counts as used when its whole name (letters, digits, - and _) appears in
// a .ts, .tsx or .html file of renderer/; names built at run time are listed below with where they
// are made. A CSS module's class (*.module.css) counts only when a file importing that module reads
// it, `styles.name` or `styles['name']`; classes read by a key chosen at run time are listed too.

/** Class names that code puts together at run time, each with the place that does it. */
const DYNAMIC_NAMES: readonly { pattern: RegExp; madeIn: string }[] = [
  { pattern: /^recharts-/, madeIn: 'the SVG recharts draws for the deck charts' },
];

/** Classes of a CSS module that its component reads as `styles[key]`, each with where. */
const MODULE_KEYS: readonly { module: string; pattern: RegExp; madeIn: string }[] = [
  { module: 'renderer/ui/banner.module.css', pattern: /^(info|warn|error)$/, madeIn: 'banner.tsx: styles[tone]' },
  { module: 'renderer/ui/button.module.css', pattern: /^(primary|secondary)$/, madeIn: 'button.tsx: styles[variant]' },
  {
    module: 'renderer/guide/guide-markup-view.module.css',
    pattern: /^(center|right|typewriter|fancy|game|innsmouth|smallcaps|minicaps|red)$/,
    madeIn: 'guide-markup-view.tsx: styles[style], the styles of shared/guide/text/guide-markup.ts',
  },
  {
    module: 'renderer/cards/card-icon.module.css',
    pattern: new RegExp(`^(${Object.keys(CARD_ICONS).join('|')})$`),
    madeIn: 'card-icon.tsx: styles[name], the tint of the symbol <name> (renderer/cards/card-icons.ts)',
  },
];

const asPattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The classes of a CSS module that `importers` (code importing it as `<name>` from
 * `<specifier>`) never read as `<name>.class` or `<name>['class']`.
 */
function unreadModuleClasses(
  names: readonly string[],
  importers: readonly { code: string; specifier: string }[],
): string[] {
  const read = new Set<string>();
  for (const { code, specifier } of importers) {
    const binding = new RegExp(`import\\s+(\\w+)\\s+from\\s+['"]${asPattern(specifier)}['"]`).exec(code)?.[1];
    if (!binding) continue;
    const uses = new RegExp(`\\b${binding}(?:\\.(\\w+)|\\[\\s*['"]([\\w-]+)['"]\\s*\\])`, 'g');
    for (const match of code.matchAll(uses)) read.add((match[1] ?? match[2]) as string);
  }
  return names.filter((name) => !read.has(name));
}

/** A module's CSS without its `:global(…)` selectors: those name global classes, not the module's own. */
const withoutGlobals = (css: string) => css.replace(/:global\([^)]*\)/g, '');

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

  it('finds a module class its component does not read, and passes one read as styles.x or styles["x"]', () => {
    const css = withoutGlobals('.field { } .hiddenLabel { } .planted { } .row:hover { } :global(.dialog).field { }');
    const importer = {
      specifier: './number-field.module.css',
      code: "import styles from './number-field.module.css';\n<div className={styles.field}><span className={styles['row']} /></div>; const planted = 1;",
    };
    expect(unreadModuleClasses(classNamesIn(css), [importer])).toEqual(['hiddenLabel', 'planted']);
    expect(unreadModuleClasses(['field'], [{ ...importer, specifier: './other.module.css' }])).toEqual(['field']);
  });

  it('every class styled in renderer/**/*.css is named in renderer code or built at run time', () => {
    const code = rendererFiles(/\.(tsx?|html)$/)
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    const unused = rendererFiles(/(?<!\.module)\.css$/).flatMap((file) => {
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

  it('every class of a CSS module under renderer/ is read by a file that imports the module', () => {
    const sources = rendererFiles(/\.tsx?$/).map((file) => ({ file, code: readFileSync(file, 'utf8') }));
    const modules = rendererFiles(/\.module\.css$/);
    expect(modules.length).toBeGreaterThan(5);
    const unread = modules.flatMap((module) => {
      const relative = path.relative(REPO_ROOT, module).split(path.sep).join('/');
      const importers = sources.flatMap(({ file, code }) => {
        let specifier = path.relative(path.dirname(file), module).split(path.sep).join('/');
        if (!specifier.startsWith('.')) specifier = `./${specifier}`;
        return code.includes(specifier) ? [{ code, specifier }] : [];
      });
      const keyed = MODULE_KEYS.filter((entry) => entry.module === relative).map((entry) => entry.pattern);
      return unreadModuleClasses(classNamesIn(withoutGlobals(readFileSync(module, 'utf8'))), importers)
        .filter((name) => !keyed.some((pattern) => pattern.test(name)))
        .map((name) => `${relative}: .${name}`);
    });
    expect(unread).toEqual([]);
  });
});
