import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { describeRealData, REPO_ROOT, SHARED_DATA } from '../support/real-data.ts';

// The documents point at what exists: every relative link in README.md, CONTRIBUTING.md, docs/*.md
// and docs/command-line/*.md, and every repository path or file name they cite in backticks
// (CONTRIBUTING.md „Regeln für Beiträge“: comments and documents cite the documents in docs/). A
// path is looked up from the repository root and from the document's folder; a bare file name
// (`cli-help.ts`) must be the name of some file in the repository; data files (`packs.json`,
// `rules/de/rules.json`) are looked up in the two data folders, which the documents describe.

/** The Markdown files of a docs folder, repository-relative. */
const markdownIn = (folder: string) =>
  readdirSync(path.join(REPO_ROOT, folder))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `${folder}/${name}`);

/** The documents, with the topic pages under docs/command-line/. */
const DOCUMENTS = ['README.md', 'CONTRIBUTING.md', ...markdownIn('docs'), ...markdownIn('docs/command-line')];

/** What builds, tests and the app write; documents name these places, git holds none of them. */
const GENERATED = [
  ...['dist/', 'release/', 'test/artifacts/', 'resources/card-pool.json.gz', 'main.cjs'],
  // Folders beside the app's database in the user data folder.
  ...['backups/', 'card-images/'],
];

/** File endings of the repository's own files and of the data files the documents cite. */
const FILE_ENDING = /\.(ts|tsx|js|cjs|md|json|jsonc|yml|yaml|sql|png|po|txt)$/;
/** Only letters, digits, `_ . - /`: no globs, placeholders (`<Code>`), ellipses or spaces. */
const PLAIN_PATH = /^[A-Za-z0-9_.\-/]+$/;

/** A backtick span that names a repository path or file: plain, relative, with a `/` or a file ending. */
function looksLikePath(span: string): boolean {
  const endingOnly = /^\.\w+$/.test(span);
  return (
    PLAIN_PATH.test(span) && !span.startsWith('/') && !endingOnly && (span.includes('/') || FILE_ENDING.test(span))
  );
}

interface Citation {
  document: string;
  target: string;
  kind: 'link' | 'path';
}

/** The relative link targets and path-like backtick spans of one Markdown text. */
function citations(document: string, text: string): Citation[] {
  const found: Citation[] = [];
  for (const match of text.matchAll(/\]\(([^)\s]+)\)/g)) {
    const target = (match[1] as string).replace(/#.*$/, '');
    if (target && !/^[a-z]+:/i.test(target)) found.push({ document, target, kind: 'link' });
  }
  for (const match of text.matchAll(/`([^`\n]+)`/g)) {
    const span = (match[1] as string).trim();
    if (looksLikePath(span)) found.push({ document, target: span, kind: 'path' });
  }
  return found;
}

/**
 * Every file and folder name in the repository (without node_modules, dist and the like) and in
 * the data folders: a bare name (`cli-help.ts`, `rules.json`, a sub-folder `decks/` listed under
 * its parent) is cited in the context of its folder.
 */
function knownNames(): Set<string> {
  const names = new Set<string>();
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (['node_modules', 'dist', 'release', '.git', 'artifacts'].includes(entry.name)) continue;
      names.add(entry.name);
      if (entry.isDirectory()) walk(path.join(folder, entry.name));
    }
  };
  walk(REPO_ROOT);
  walk(SHARED_DATA);
  return names;
}

function exists(citation: Citation, names: Set<string>): boolean {
  const { document, target, kind } = citation;
  const trimmed = target.replace(/\/$/, '');
  const bases = [path.join(REPO_ROOT, path.dirname(document))];
  if (kind === 'path') {
    if (GENERATED.some((place) => trimmed === place.replace(/\/$/, '') || target.startsWith(place))) return true;
    if (!trimmed.includes('/') && names.has(trimmed)) return true;
    bases.push(
      REPO_ROOT,
      SHARED_DATA,
      path.join(SHARED_DATA, 'arkhamdb-json-data'),
      path.join(SHARED_DATA, 'arkham-cards-data'),
    );
  }
  return bases.some((base) => existsSync(path.join(base, trimmed)));
}

describeRealData('links and file names in the documents', () => {
  it('finds links and path-like spans, and leaves other code spans alone', () => {
    const text =
      'See [the CLI](docs/command-line.md#cards), [ArkhamDB](https://arkhamdb.com), `shared/rules/upgrade-cost.ts`,' +
      ' `cli-help.ts`, `pack/<Zyklus>/<Pack>.json`, `npm test`, `/usr/bin/chromium`, `renderer/i18n/de*.ts`.';
    expect(citations('README.md', text).map(({ target, kind }) => `${kind} ${target}`)).toEqual([
      'link docs/command-line.md',
      'path shared/rules/upgrade-cost.ts',
      'path cli-help.ts',
    ]);
  });

  it('every cited link and file exists', () => {
    const names = knownNames();
    const all = DOCUMENTS.flatMap((document) =>
      citations(document, readFileSync(path.join(REPO_ROOT, document), 'utf8')),
    );
    expect(all.length).toBeGreaterThan(300);
    const missing = all
      .filter((citation) => !exists(citation, names))
      .map(({ document, target }) => `${document}: ${target}`);
    expect(missing).toEqual([]);
  });
});
