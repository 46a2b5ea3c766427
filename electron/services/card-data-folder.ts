import { readFileSync } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import path from 'node:path';
import { CardDataError } from '../../shared/cards/card-data-error.ts';
import { GERMAN_DIR, REQUIRED_LAYOUT, type RawCardData, type RawFile } from '../../shared/cards/raw-data.ts';
import type { ImportProgress } from '../../shared/api/progress.ts';

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}

/** Reads synchronously: ~300 small files cost three times as much through the async API. */
function readJson(root: string, relative: string): RawFile {
  let text: string;
  try {
    text = readFileSync(path.join(root, relative), 'utf8');
  } catch (error) {
    throw new CardDataError('layout_missing', { missing: [relative], reason: String(error) });
  }
  try {
    return { path: relative, json: JSON.parse(text) };
  } catch (error) {
    throw new CardDataError('invalid_json', { path: relative, reason: (error as Error).message });
  }
}

async function packFilesUnder(root: string, relativeDir: string): Promise<string[]> {
  const dir = path.join(root, relativeDir);
  if (!(await exists(dir))) return [];
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/** Accepts the data folder itself or a folder holding `arkhamdb-json-data/` (like ../shared/data). */
export async function resolveCardDataFolder(folder: string): Promise<string> {
  const root = path.resolve(folder);
  if (!(await exists(root))) throw new CardDataError('folder_missing', { path: root });
  const nested = path.join(root, 'arkhamdb-json-data');
  if (!(await exists(path.join(root, 'packs.json'))) && (await exists(path.join(nested, 'packs.json')))) return nested;
  return root;
}

/**
 * Reads every JSON file of an ArkhamDB data folder. Checks the layout first, so a wrong folder
 * is rejected with the list of what is missing before anything else happens.
 */
export async function readCardDataFolder(
  folder: string,
  onProgress: (progress: ImportProgress) => void = () => {},
): Promise<RawCardData> {
  const root = await resolveCardDataFolder(folder);
  const missing: string[] = [];
  for (const entry of REQUIRED_LAYOUT) {
    if (!(await exists(path.join(root, entry)))) missing.push(entry);
  }
  const packPaths = await packFilesUnder(root, 'pack');
  if (missing.length === 0 && packPaths.length === 0) missing.push('pack/<zyklus>/<pack>.json');
  if (missing.length > 0) throw new CardDataError('layout_missing', { path: root, missing });

  const germanPackPaths = await packFilesUnder(root, `${GERMAN_DIR}/pack`);
  const total = 3 + packPaths.length + germanPackPaths.length;
  let done = 0;
  const step = async (relative: string) => {
    const file = readJson(root, relative);
    done += 1;
    // Let progress events reach the window now and then.
    if (done % 16 === 0) await yieldToEventLoop();
    onProgress({ phase: 'read', done, total, file: relative });
    return file;
  };
  const optional = async (relative: string) => ((await exists(path.join(root, relative))) ? readJson(root, relative) : undefined);

  const packs = await step('packs.json');
  const cycles = await step('cycles.json');
  const taboos = await step('taboos.json');
  const packFiles: RawFile[] = [];
  for (const relative of packPaths) packFiles.push(await step(relative));
  const germanPackFiles: RawFile[] = [];
  for (const relative of germanPackPaths) germanPackFiles.push(await step(relative));

  return {
    packs,
    cycles,
    taboos,
    packFiles,
    german: {
      packs: await optional(`${GERMAN_DIR}/packs.json`),
      cycles: await optional(`${GERMAN_DIR}/cycles.json`),
      factions: await optional(`${GERMAN_DIR}/factions.json`),
      types: await optional(`${GERMAN_DIR}/types.json`),
      subtypes: await optional(`${GERMAN_DIR}/subtypes.json`),
      packFiles: germanPackFiles,
    },
  };
}
