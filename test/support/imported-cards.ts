import { copyFileSync, existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { databaseFile } from '../../core/paths.ts';
import { CLI_BUILD, isStale } from '../../tools/build-freshness.mjs';
import { ARKHAMDB_DATA, hasRealData, REPO_ROOT, SHARED_DATA } from './real-data.ts';
import { runCliAsync } from './run-cli.ts';

// Many CLI tests start from a user data folder with the real cards imported (`cards import
// --from ../shared/data`, some seconds each), and so does every browser journey that opens the
// app with the real data (the web host importing the ArkhamDB folder at its start). The global
// setup of both layers imports each once into dist/, again only when the CLI bundle, a migration
// or the data is newer (tools/build-freshness.mjs); each test copies that database into its own
// folder and writes there. The import itself stays tested where it is the subject (card-import,
// cli-cards; in the browser card-browser, first-hour and the re-import of campaign-record-log).

const IMPORTS = {
  /** `cards import --from ../shared/data`. */
  cli: { folder: path.join(REPO_ROOT, 'dist', 'test-cards'), from: SHARED_DATA },
  /** What the web host writes when it starts with `dataFolder` = the ArkhamDB folder (the same import). */
  host: { folder: path.join(REPO_ROOT, 'dist', 'test-cards-host'), from: ARKHAMDB_DATA },
};
type Imported = keyof typeof IMPORTS;

/** Global setup: the imported databases, each made when missing or stale, both side by side. */
export async function ensureImportedCards(): Promise<void> {
  if (!hasRealData) return;
  const imports = Object.values(IMPORTS).map(async ({ folder, from }) => {
    const made = {
      outputs: [path.relative(REPO_ROOT, databaseFile(folder))],
      sources: [...CLI_BUILD.outputs, 'migrations', path.relative(REPO_ROOT, SHARED_DATA)],
    };
    if (!isStale(made, REPO_ROOT)) return;
    mkdirSync(path.dirname(folder), { recursive: true });
    const fresh = mkdtempSync(`${folder}-`);
    const result = await runCliAsync(['cards', 'import', '--from', from], { ARKHAM_LOGBUCH_HOME: fresh });
    if (result.status !== 0) throw new Error(`cards import → ${result.status}: ${result.stderr}`);
    rmSync(folder, { recursive: true, force: true });
    renameSync(fresh, folder);
  });
  await Promise.all(imports);
}

/** Puts the database with the real cards into `home`, as `cards import` (or the web host's start) leaves it. */
export function copyImportedCards(home: string, imported: Imported = 'cli'): void {
  const file = databaseFile(IMPORTS[imported].folder);
  if (!existsSync(file)) throw new Error(`${file} fehlt: die Einrichtung der Tests legt es an.`);
  copyFileSync(file, databaseFile(home));
}
