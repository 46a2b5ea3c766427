import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { describeRealData, REPO_ROOT, SHARED_DATA } from '../support/real-data.ts';

// docs/grimoire-checklist.md maps each Grimoire rule on deckbuilding and campaigns to its code and
// test. It stays honest: every heading of sections VIII Kampagnenspiel (grimoire-de.md L2245–2387),
// IX Deckbau (L2388–2484), XII Optionale Regeln (L2521–2683) and XIII Modifizierte Reprints
// (L2684–2702) has a row naming its title and line, every cited file exists, and every test name
// cited after its test file is written in that file.

const CHECKLIST = readFileSync(path.join(REPO_ROOT, 'docs', 'grimoire-checklist.md'), 'utf8');
const GRIMOIRE_FILE = path.join(SHARED_DATA, '..', 'rules', 'grimoire-de.md');

/** The line ranges (1-based, inclusive) of the four sections the checklist covers. */
const COVERED: ReadonlyArray<readonly [number, number]> = [
  [2245, 2387],
  [2388, 2484],
  [2521, 2683],
  [2684, 2702],
];

interface Row {
  rule: string;
  cells: string[];
}

/** The body rows of every table: cells split on `|`, the rule cell first. */
function tableRows(markdown: string): Row[] {
  const rows: Row[] = [];
  for (const line of markdown.split('\n')) {
    if (!line.startsWith('|') || /^\|[-| ]+\|$/.test(line) || /^\|\s*Regel\s*\|/.test(line)) continue;
    const cells = line
      .slice(1, -1)
      .split('|')
      .map((cell) => cell.trim());
    rows.push({ rule: cells[0] ?? '', cells });
  }
  return rows;
}

/** The backtick spans of a cell, in order. */
function spans(cell: string): string[] {
  return [...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1] as string);
}

const isPath = (span: string) => /^[\w.-]+\/[\w./-]+\.\w+$/.test(span);

/** The tests cell read as (file, name) pairs: each name belongs to the test file before it. */
function citedTests(cell: string): Array<{ file: string; name: string }> {
  const cited: Array<{ file: string; name: string }> = [];
  let file: string | undefined;
  for (const span of spans(cell)) {
    if (isPath(span) && span.endsWith('.test.ts')) file = span;
    else if (file) cited.push({ file, name: span });
    else throw new Error(`Testname ohne Testdatei davor: ${span}`);
  }
  return cited;
}

const rows = tableRows(CHECKLIST);

it('has a row with a status for each rule, and a test for each rule it calls umgesetzt', () => {
  expect(rows.length).toBeGreaterThan(60);
  for (const row of rows) {
    expect(row.cells, row.rule).toHaveLength(5);
    const [, , , tests, status] = row.cells as [string, string, string, string, string];
    expect(status, row.rule).toMatch(/^(umgesetzt|teilweise|nicht umgesetzt|keine Regel)/);
    if (status.startsWith('umgesetzt')) expect(citedTests(tests).length, row.rule).toBeGreaterThan(0);
  }
});

it('cites only files that exist', () => {
  const cited = rows.flatMap((row) => row.cells.slice(2, 4).flatMap(spans)).filter(isPath);
  expect(cited.length).toBeGreaterThan(100);
  expect(cited.filter((file) => !existsSync(path.join(REPO_ROOT, file)))).toEqual([]);
});

it('cites test names exactly as their test files write them', () => {
  const missing: string[] = [];
  const cited = rows.flatMap((row) => citedTests(row.cells[3] ?? ''));
  for (const { file, name } of cited) {
    const source = path.join(REPO_ROOT, file);
    if (existsSync(source) && !readFileSync(source, 'utf8').includes(name)) missing.push(`${file}: ${name}`);
  }
  expect(cited.length).toBeGreaterThan(80);
  expect(missing).toEqual([]);
});

describeRealData('the Grimoire headings (grimoire-de.md)', () => {
  it('each heading of VIII, IX, XII and XIII has a row with its title and line', () => {
    const lines = readFileSync(GRIMOIRE_FILE, 'utf8').split('\n');
    const headings = lines.flatMap((text, index) => {
      const line = index + 1;
      const inRange = COVERED.some(([from, to]) => line >= from && line <= to);
      const heading = /^#+\s+(?:[IVX]+\.\s+)?(.+)$/.exec(text);
      return inRange && heading ? [{ line, title: (heading[1] as string).trim() }] : [];
    });
    expect(headings.length).toBeGreaterThan(50);
    const missing = headings.filter(
      ({ line, title }) => !rows.some((row) => row.rule.includes(title) && row.rule.includes(`L${line})`)),
    );
    expect(missing).toEqual([]);
  });
});
