import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../support/real-data.ts';

// Layer boundaries (docs/architecture.md "Layers") enforced by tooling, not by hope.

/**
 * The Electron shell (electron/: main, preload, windows, menus, dialogs, web-contents security and
 * its bundling) is the only code that may import `electron`. The Node core (core/: database,
 * services, IPC handlers, workers, CLI, web host, build scripts) runs in the web host and the CLI
 * without Electron.
 */
const isShell = (file: string) => file.startsWith('electron/');

function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(REPO_ROOT, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)].map((m) => m[1]!);
}

function violations(folder: string, forbidden: RegExp): string[] {
  return sourceFiles(folder).flatMap((file) =>
    importsOf(file)
      .filter((spec) => forbidden.test(spec))
      .map((spec) => `${path.relative(REPO_ROOT, file)} → ${spec}`),
  );
}

/** Every repository file `file` reaches through relative imports, itself included. */
function reachable(file: string, seen = new Set<string>()): string[] {
  if (seen.has(file)) return [];
  seen.add(file);
  for (const spec of importsOf(path.join(REPO_ROOT, file))) {
    if (!spec.startsWith('.')) continue;
    reachable(path.posix.normalize(path.posix.join(path.posix.dirname(file), spec)), seen);
  }
  return [...seen];
}

describe('layer boundaries (docs/architecture.md "Layers")', () => {
  it('shared/ imports no platform code: electron, node:*, better-sqlite3, drizzle, react, zustand', () => {
    expect(
      violations(
        'shared',
        /^(electron|node:|better-sqlite3|drizzle-orm|react|zustand|\.\.\/\.\.\/(core|electron|renderer)\/)/,
      ),
    ).toEqual([]);
    expect(violations('shared', /(^|\/)(core|electron|renderer)\//)).toEqual([]);
  });

  it('only the Electron shell (electron/) imports electron', () => {
    const importers = ['core', 'electron', 'shared', 'renderer']
      .flatMap(sourceFiles)
      .filter((file) => importsOf(file).some((spec) => spec === 'electron' || spec.startsWith('electron/')))
      .map((file) => path.relative(REPO_ROOT, file).split(path.sep).join('/'));
    expect(importers.filter((file) => !isShell(file))).toEqual([]);
    expect(importers).toContain('electron/main.ts');
  });

  it('the Node core reaches neither electron nor the shell, not even through another module', () => {
    const core = sourceFiles('core')
      .map((file) => path.relative(REPO_ROOT, file).split(path.sep).join('/'))
      .filter((file) => !file.endsWith('.test.ts'));
    expect(core).toContain('core/web-host/server.ts');
    const problems = core.flatMap((file) =>
      reachable(file)
        .filter(isShell)
        .map((reached) => `${file} → ${reached}`),
    );
    expect(problems).toEqual([]);
  });

  it('renderer/ never imports the main process or the Node core', () => {
    expect(violations('renderer', /^electron$|(^|\/)(electron|core)\/|^node:|better-sqlite3|drizzle-orm/)).toEqual([]);
  });
});
