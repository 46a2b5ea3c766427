// `npm install` runs this (the `prepare` script): it copies tools/git-hooks/pre-commit into the
// repository's hooks folder. It never fails the install: without git or outside a clone (a
// tarball, a CI step without .git) it does nothing, and a pre-commit hook someone wrote
// themselves is left alone.

import { execFileSync } from 'node:child_process';
import { chmodSync, copyFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const MARKER = 'Arkham Logbuch pre-commit hook';
const source = path.join(import.meta.dirname, 'git-hooks', 'pre-commit');

try {
  const git = (...args) => execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  if (git('rev-parse', '--is-inside-work-tree') !== 'true') process.exit(0);
  const hooks = path.resolve(git('rev-parse', '--show-toplevel'), git('rev-parse', '--git-path', 'hooks'));
  const target = path.join(hooks, 'pre-commit');
  if (existsSync(target) && !readFileSync(target, 'utf8').includes(MARKER)) {
    console.log(`Git-Hook: ${target} gibt es schon (nicht von Arkham Logbuch); er bleibt, wie er ist.`);
    process.exit(0);
  }
  mkdirSync(hooks, { recursive: true });
  copyFileSync(source, target);
  chmodSync(target, 0o755);
} catch {
  // No git, no repository, a read-only checkout: the hook is a convenience, the install goes on.
}
