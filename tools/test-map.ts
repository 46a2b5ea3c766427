import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

// The map "module → test files" in docs/test-map.md: for every module under shared/, the test
// files that import it directly (static `import … from`, `export … from`, `import(…)`), and
// whether some test reaches it at all, through any chain of imports. Tests that start the CLI or
// the web host as a child process reach more than their imports show; the map does not count that.
//
//     npx tsx tools/test-map.ts          rewrite the map in docs/test-map.md
//
// test/unit/test-map.test.ts fails when the committed map differs from what this prints.

export const REPO_ROOT = path.resolve(import.meta.dirname, '..');
export const MAP_DOC = 'docs/test-map.md';
export const MAP_START = '<!-- test-map:start (npx tsx tools/test-map.ts) -->';
export const MAP_END = '<!-- test-map:end -->';

/** How many test files a row names before it only counts the rest. */
const NAMED_PER_ROW = 4;
const SOURCE = /\.tsx?$/;
const TEST = /\.test\.tsx?$/;
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'release', '.git', 'artifacts', 'fixtures']);

/** Repository-relative paths (with `/`) of the TypeScript files under `folder`. */
function sourceFiles(folder: string): string[] {
  const found: string[] = [];
  const walk = (relative: string) => {
    for (const entry of readdirSync(path.join(REPO_ROOT, relative), { withFileTypes: true })) {
      const child = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory() && !SKIPPED_FOLDERS.has(entry.name)) walk(child);
      else if (entry.isFile() && SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) found.push(child);
    }
  };
  walk(folder);
  return found.sort();
}

const SPECIFIERS = [/\bfrom\s*['"](\.{1,2}\/[^'"]+)['"]/g, /\bimport\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g];

/** The repository files `file` imports by a relative specifier. */
function importsOf(file: string): string[] {
  const text = readFileSync(path.join(REPO_ROOT, file), 'utf8');
  const targets = new Set<string>();
  for (const pattern of SPECIFIERS) {
    for (const match of text.matchAll(pattern)) {
      const base = path.posix.join(path.posix.dirname(file), match[1] as string);
      const target = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`].find(
        (candidate) => SOURCE.test(candidate) && existsSync(path.join(REPO_ROOT, candidate)),
      );
      if (target) targets.add(target);
    }
  }
  return [...targets];
}

export interface TestMap {
  /** Every non-test module under shared/, with the test files that import it directly. */
  direct: Map<string, string[]>;
  /** shared/ modules no test file reaches through any chain of imports. */
  unreached: string[];
}

export function buildTestMap(): TestMap {
  const files = ['core', 'electron', 'renderer', 'shared', 'test', 'tools'].flatMap(sourceFiles);
  const imports = new Map(files.map((file) => [file, importsOf(file)]));
  const tests = files.filter((file) => TEST.test(file));
  const modules = files.filter((file) => file.startsWith('shared/') && !TEST.test(file));

  const direct = new Map<string, string[]>(modules.map((module) => [module, []]));
  for (const test of tests) for (const target of imports.get(test) ?? []) direct.get(target)?.push(test);

  const reached = new Set<string>();
  const queue = [...tests];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    for (const target of imports.get(file) ?? []) {
      if (reached.has(target)) continue;
      reached.add(target);
      queue.push(target);
    }
  }
  return { direct, unreached: modules.filter((module) => !reached.has(module)) };
}

/** A test file's cell: the one named like the module first, then the rest in path order. */
function testsCell(module: string, tests: string[], unreached: boolean): string {
  if (tests.length === 0) return unreached ? '**keiner**' : '– (nur über andere Module)';
  const name = path.posix.basename(module).replace(SOURCE, '');
  const sorted = [...tests].sort((a, b) => {
    const same = (file: string) => (path.posix.basename(file).replace(TEST, '') === name ? 0 : 1);
    return same(a) - same(b) || a.localeCompare(b);
  });
  const named = sorted.slice(0, NAMED_PER_ROW).map((test) => `\`${test}\``);
  const rest = sorted.length - named.length;
  return rest > 0 ? `${named.join(', ')} und ${rest} weitere` : named.join(', ');
}

/** A Markdown table with its columns padded as Biome formats it (width in code points). */
function table(header: string[], rows: string[][]): string[] {
  const width = (text: string) => [...text].length;
  const widths = header.map((cell, column) => Math.max(width(cell), ...rows.map((row) => width(row[column] ?? ''))));
  const line = (cells: string[]) =>
    `| ${cells.map((cell, column) => cell + ' '.repeat((widths[column] ?? 0) - width(cell))).join(' | ')} |`;
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)];
}

/** The map as the Markdown that stands between MAP_START and MAP_END. */
export function renderTestMap(map: TestMap = buildTestMap()): string {
  const rows = [...map.direct].map(([module, tests]) => [
    `\`${module}\``,
    testsCell(module, tests, map.unreached.includes(module)),
  ]);
  const named = [...map.direct].filter(([module, tests]) =>
    tests.some(
      (test) => path.posix.basename(test).replace(TEST, '') === path.posix.basename(module).replace(SOURCE, ''),
    ),
  ).length;
  const imported = [...map.direct].filter(([, tests]) => tests.length > 0).length;
  return [
    MAP_START,
    '',
    `${map.direct.size} Module unter \`shared/\`; ${imported} importiert eine Testdatei direkt, ${named} davon eine`,
    `gleichnamige; ${map.direct.size - map.unreached.length} erreicht ein Test über irgendeine Importkette,`,
    `${map.unreached.length} keiner.`,
    '',
    ...table(['Modul', 'Testdateien, die es importieren'], rows),
    '',
    MAP_END,
  ].join('\n');
}

/** `doc` with the text between the markers replaced by `map`. */
export function withMap(doc: string, map: string): string {
  const start = doc.indexOf(MAP_START);
  const end = doc.indexOf(MAP_END);
  if (start < 0 || end < start) throw new Error(`${MAP_DOC} lacks the test-map markers`);
  return `${doc.slice(0, start)}${map}${doc.slice(end + MAP_END.length)}`;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const file = path.join(REPO_ROOT, MAP_DOC);
  writeFileSync(file, withMap(readFileSync(file, 'utf8'), renderTestMap()));
}
