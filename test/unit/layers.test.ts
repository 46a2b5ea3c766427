import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../support/real-data.ts';

// Layer boundaries (docs/architecture.md "Layers") enforced by tooling, not by hope.

/**
 * The Electron shell: the only code that may import `electron`. Everything else in electron/ is
 * the Node core (database, services, IPC handlers, workers, CLI, web host, build scripts), which
 * the web host and the CLI run without Electron.
 */
const SHELL = ['electron/main.ts', 'electron/preload.ts', 'electron/shell/', 'electron/security/'];
const isShell = (file: string) => SHELL.some((entry) => file === entry || file.startsWith(entry));

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

/**
 * Security policy the web host serves as well (the content security policy); plain data, no
 * Electron. Anything else the core reached in the shell's folders would be a layering error.
 */
const PURE_SHELL_MODULES = ['electron/security/csp-policy.ts'];

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
        /^(electron|node:|better-sqlite3|drizzle-orm|react|zustand|\.\.\/\.\.\/(electron|renderer)\/)/,
      ),
    ).toEqual([]);
    expect(violations('shared', /(^|\/)(electron|renderer)\//)).toEqual([]);
  });

  it('only the Electron shell (main, preload, shell/, security/) imports electron', () => {
    const importers = sourceFiles('electron')
      .filter((file) => importsOf(file).some((spec) => spec === 'electron' || spec.startsWith('electron/')))
      .map((file) => path.relative(REPO_ROOT, file).split(path.sep).join('/'));
    expect(importers.filter((file) => !isShell(file))).toEqual([]);
    expect(importers).toContain('electron/main.ts');
  });

  it('the Node core reaches neither electron nor the shell, not even through another module', () => {
    const core = sourceFiles('electron')
      .map((file) => path.relative(REPO_ROOT, file).split(path.sep).join('/'))
      .filter((file) => !isShell(file) && !file.endsWith('.test.ts'));
    expect(core).toContain('electron/web-host/server.ts');
    const problems = core.flatMap((file) =>
      reachable(file)
        .filter((reached) => isShell(reached) && !PURE_SHELL_MODULES.includes(reached))
        .map((reached) => `${file} → ${reached}`),
    );
    expect(problems).toEqual([]);
    // What the core may take from the shell's folders holds no Electron either.
    for (const pure of PURE_SHELL_MODULES) expect(reachable(pure).filter((f) => f !== pure && isShell(f))).toEqual([]);
  });

  it('renderer/ never imports the main process', () => {
    expect(violations('renderer', /^electron$|(^|\/)electron\/|^node:|better-sqlite3|drizzle-orm/)).toEqual([]);
  });
});
