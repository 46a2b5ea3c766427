import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { BUILDS, CLI_BUILD, isStale } from '../../../tools/build-freshness.mjs';

// tools/build-freshness.mjs decides for the CLI launcher and the tests' global setup alike: a
// build is stale when an output is missing or older than any file in its sources.

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** A tree with src/a.ts, src/deep/b.ts and out/built.js, each with the given age in seconds. */
function tree(ages: { a: number; b: number; built?: number; test?: number }) {
  const root = mkdtempSync(path.join(os.tmpdir(), 'logbuch-freshness-'));
  roots.push(root);
  const now = Date.now() / 1000;
  const put = (file: string, age: number) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), '');
    utimesSync(path.join(root, file), now - age, now - age);
  };
  put('src/a.ts', ages.a);
  put('src/deep/b.ts', ages.b);
  if (ages.test !== undefined) put('src/deep/b.test.ts', ages.test);
  if (ages.built !== undefined) put('out/built.js', ages.built);
  // Folders count with their own time too (a deleted file); keep them old.
  for (const folder of ['src/deep', 'src']) utimesSync(path.join(root, folder), now - 1000, now - 1000);
  return root;
}

const build = { outputs: ['out/built.js'], sources: ['src'] };

describe('isStale', () => {
  it('is stale when the output is missing', () => {
    expect(isStale(build, tree({ a: 50, b: 50 }))).toBe(true);
  });

  it('is stale when a file deep in a source folder is newer than the output', () => {
    expect(isStale(build, tree({ a: 100, b: 10, built: 50 }))).toBe(true);
  });

  it('is fresh when the output is newer than every source', () => {
    expect(isStale(build, tree({ a: 100, b: 90, built: 50 }))).toBe(false);
  });

  it('ignores tests beside the code', () => {
    expect(isStale(build, tree({ a: 100, b: 90, built: 50, test: 1 }))).toBe(false);
  });

  it('rebuilds the CLI bundle when its bundler changes, and knows all three builds', () => {
    expect(CLI_BUILD.outputs).toEqual(['dist/cli/main.mjs']);
    expect(CLI_BUILD.sources).toEqual(expect.arrayContaining(['core', 'shared', 'tools/bundle-cli.mjs']));
    expect(BUILDS.map((entry) => entry.script)).toEqual(['build:renderer', 'build:electron', 'build:cli']);
  });
});
