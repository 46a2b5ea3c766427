// One better-sqlite3 build per runtime, side by side, so `npm start` (Electron) and `npm test`
// or the CLI (Node) stop rebuilding it back and forth.
//
// better-sqlite3 finds its native file through the `bindings` package, which looks in
// `build/Release/` first and later in `lib/binding/node-v<ABI>-<platform>-<arch>/`. This script
// keeps every build in the second place, named by the ABI it was built for, and leaves
// `build/Release/` empty: Node (ABI of the Node running the tests) and Electron (its own ABI)
// then each load their own file. A build lands in `build/Release/` only when npm or
// electron-builder compiles one; the next run moves it to its ABI's folder.
//
//   tsx tools/native-builds.ts node         the Node build (tests, CLI, web host)
//   tsx tools/native-builds.ts electron   both (npm start), building for Electron only once
//
// Exit status 1 with a German message when a build is missing and cannot be made.

import { execSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const require = createRequire(import.meta.url);
const FILE = 'better_sqlite3.node';

const packageRoot = (): string => path.dirname(require.resolve('better-sqlite3/package.json'));
const abiFolder = (abi: string | number): string =>
  path.join(packageRoot(), 'lib', 'binding', `node-v${abi}-${process.platform}-${process.arch}`);
const freshBuild = (): string => path.join(packageRoot(), 'build', 'Release', FILE);

/** The ABI of the Electron this project installs (what `process.versions.modules` says inside it). */
export function electronAbi(): string {
  const { version } = require('electron/package.json') as { version: string };
  return (require('node-abi') as { getAbi(target: string, runtime: string): string }).getAbi(version, 'electron');
}

/** Whether this Node loads the file (in a child, so the file is never held open here). */
function loadsInNode(file: string): boolean {
  const probe = `process.dlopen({ exports: {} }, ${JSON.stringify(file)})`;
  return spawnSync(process.execPath, ['-e', probe], { stdio: 'ignore' }).status === 0;
}

/** Moves a build npm or electron-builder just wrote in build/Release to its ABI's folder. */
function shelveFreshBuild(): void {
  const file = freshBuild();
  if (!existsSync(file)) return;
  const abi = loadsInNode(file) ? process.versions.modules : electronAbi();
  const target = path.join(abiFolder(abi), FILE);
  mkdirSync(path.dirname(target), { recursive: true });
  rmSync(target, { force: true });
  renameSync(file, target);
  console.log(`better-sqlite3: Build für ABI ${abi} abgelegt (${path.relative(process.cwd(), target)}).`);
}

/** The Node build is there and loads; built once (npm rebuild) when it is not. */
export function ensureNodeBuild(): void {
  shelveFreshBuild();
  const file = path.join(abiFolder(process.versions.modules), FILE);
  if (existsSync(file) && loadsInNode(file)) return;
  console.log(
    `better-sqlite3: kein Build für Node ${process.version} (ABI ${process.versions.modules}); wird gebaut …`,
  );
  execSync('npm rebuild better-sqlite3', { stdio: 'inherit' });
  shelveFreshBuild();
  if (!existsSync(file)) throw new Error(`better-sqlite3 ließ sich für Node ${process.version} nicht bauen.`);
}

/** The Electron build is there; made once with electron-builder install-app-deps when it is not. */
export function ensureElectronBuild(): void {
  ensureNodeBuild();
  const abi = electronAbi();
  const file = path.join(abiFolder(abi), FILE);
  if (existsSync(file)) return;
  console.log(`better-sqlite3: kein Build für Electron (ABI ${abi}); wird einmalig gebaut …`);
  execSync('npx --no-install electron-builder install-app-deps', { stdio: 'inherit' });
  const built = freshBuild();
  if (!existsSync(built)) throw new Error('electron-builder install-app-deps hat keinen Build geschrieben.');
  mkdirSync(path.dirname(file), { recursive: true });
  renameSync(built, file);
}

const invokedDirectly = process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href;
if (invokedDirectly) {
  const runtime = process.argv[2] ?? 'node';
  try {
    if (runtime === 'electron') ensureElectronBuild();
    else if (runtime === 'node') ensureNodeBuild();
    else throw new Error(`Unbekannte Laufzeit „${runtime}“ (erwartet: node oder electron).`);
  } catch (error) {
    console.error(`better-sqlite3: ${(error as Error).message}`);
    process.exit(1);
  }
}
