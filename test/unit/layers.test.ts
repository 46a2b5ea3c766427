import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../support/real-data.ts';

// style.md 9: layer boundaries enforced by tooling, not by hope.

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

describe('layer boundaries (architecture.md "Layers")', () => {
  it('shared/ imports no platform code: electron, node:*, better-sqlite3, drizzle, react, zustand', () => {
    expect(
      violations(
        'shared',
        /^(electron|node:|better-sqlite3|drizzle-orm|react|zustand|\.\.\/\.\.\/(electron|renderer)\/)/,
      ),
    ).toEqual([]);
    expect(violations('shared', /(^|\/)(electron|renderer)\//)).toEqual([]);
  });

  it('renderer/ never imports the main process', () => {
    expect(violations('renderer', /^electron$|(^|\/)electron\/|^node:|better-sqlite3|drizzle-orm/)).toEqual([]);
  });
});
