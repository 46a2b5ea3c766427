import { copyFileSync, existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { databaseFile } from '../../core/paths.ts';
import { CLI_BUILD, isStale } from '../../tools/build-freshness.mjs';
import { hasRealData, REPO_ROOT, SHARED_DATA } from './real-data.ts';
import { runCli } from './run-cli.ts';

// Many CLI tests start from a user data folder with the real cards imported (`cards import
// --from ../shared/data`, some seconds each). The integration setup imports once into
// dist/test-cards, again only when the CLI bundle, a migration or the data is newer
// (tools/build-freshness.mjs); each test copies that database into its own folder and writes
// there. The import itself stays tested where it is the subject (card-import, cli-cards).

const FOLDER = path.join(REPO_ROOT, 'dist', 'test-cards');
const IMPORTED = {
  outputs: [path.relative(REPO_ROOT, databaseFile(FOLDER))],
  sources: [...CLI_BUILD.outputs, 'migrations', path.relative(REPO_ROOT, SHARED_DATA)],
};

/** Global setup: the imported database, made when missing or stale. */
export function ensureImportedCards(): void {
  if (!hasRealData || !isStale(IMPORTED, REPO_ROOT)) return;
  mkdirSync(path.dirname(FOLDER), { recursive: true });
  const fresh = mkdtempSync(`${FOLDER}-`);
  const result = runCli(['cards', 'import', '--from', SHARED_DATA], { ARKHAM_LOGBUCH_HOME: fresh });
  if (result.status !== 0) throw new Error(`cards import → ${result.status}: ${result.stderr}`);
  rmSync(FOLDER, { recursive: true, force: true });
  renameSync(fresh, FOLDER);
}

/** Puts the database with the real cards into `home`, as `cards import --from ../shared/data` leaves it. */
export function copyImportedCards(home: string): void {
  const file = databaseFile(FOLDER);
  if (!existsSync(file)) throw new Error(`${file} fehlt: die Integrations-Einrichtung legt es an.`);
  copyFileSync(file, databaseFile(home));
}
