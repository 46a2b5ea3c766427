import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

// The quick half of tools/native-builds.ts, for the CLI launcher: is this Node's better-sqlite3
// build in its ABI folder, is build/Release empty (nothing npm just compiled waits to be moved),
// and does it load? Only when one of them fails does the launcher start native-builds.ts (tsx),
// which moves or builds what is missing.

const require = createRequire(import.meta.url);
const FILE = 'better_sqlite3.node';

/** Whether better-sqlite3 opens a database in this Node, from the build native-builds.ts shelved. */
export function nodeBuildLoads() {
  const packageRoot = path.dirname(require.resolve('better-sqlite3/package.json'));
  const abiFolder = `node-v${process.versions.modules}-${process.platform}-${process.arch}`;
  if (!existsSync(path.join(packageRoot, 'lib', 'binding', abiFolder, FILE))) return false;
  if (existsSync(path.join(packageRoot, 'build', 'Release', FILE))) return false;
  try {
    const Database = require('better-sqlite3');
    new Database(':memory:').close();
    return true;
  } catch {
    return false;
  }
}
