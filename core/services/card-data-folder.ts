import { closeSync, existsSync, openSync, readdirSync, readSync, statSync } from 'node:fs';
import path from 'node:path';
import type { ImportProgress } from '../../shared/api/progress.ts';
import { CardDataError } from '../../shared/cards/card-data-error.ts';
import { GERMAN_DIR, type RawCardData, REQUIRED_LAYOUT } from '../../shared/cards/raw-data.ts';
import { deCardData } from '../../shared/i18n/de/card-data.ts';
import { type CardSourceFile, GERMAN_LIST_PATHS, parseCardSources } from './card-sources.ts';

// Synchronous on purpose: ~330 small files cost three times as much through the async API, and
// reading them all takes some 10 ms. They are read into one SharedArrayBuffer, so handing them to
// the import's writing thread copies nothing (a copy of the ~10 MB costs the main thread ~7 ms).

const missingFile = (relative: string, error: unknown) =>
  new CardDataError('layout_missing', { missing: [relative], reason: String(error) });

/** Reads `file` into `view` as far as it goes; the part read (a file that shrank meanwhile is taken as it is now). */
function readInto(file: string, view: Uint8Array): Uint8Array {
  const fd = openSync(file, 'r');
  try {
    let read = 0;
    while (read < view.length) {
      const n = readSync(fd, view, read, view.length - read, read);
      if (n === 0) break;
      read += n;
    }
    return view.subarray(0, read);
  } finally {
    closeSync(fd);
  }
}

/** Reads the files into one shared buffer; each file's bytes are a view on it (one that grew meanwhile fails to parse). */
function readSources(root: string, paths: readonly string[]): CardSourceFile[] {
  const sizes = paths.map((relative) => {
    try {
      return statSync(path.join(root, relative)).size;
    } catch (error) {
      throw missingFile(relative, error);
    }
  });
  const shared = new SharedArrayBuffer(sizes.reduce((sum, size) => sum + size, 0));
  let offset = 0;
  return paths.map((relative, i) => {
    const view = new Uint8Array(shared, offset, sizes[i]);
    offset += view.length;
    try {
      return { path: relative, bytes: readInto(path.join(root, relative), view) };
    } catch (error) {
      throw missingFile(relative, error);
    }
  });
}

function packFilesUnder(root: string, relativeDir: string): string[] {
  const dir = path.join(root, relativeDir);
  if (!existsSync(dir)) return [];
  const entries = readdirSync(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/** Accepts the data folder itself or a folder holding `arkhamdb-json-data/` (like ../shared/data). */
export async function resolveCardDataFolder(folder: string): Promise<string> {
  const root = path.resolve(folder);
  if (!existsSync(root)) throw new CardDataError('folder_missing', { path: root });
  const nested = path.join(root, 'arkhamdb-json-data');
  if (!existsSync(path.join(root, 'packs.json')) && existsSync(path.join(nested, 'packs.json'))) return nested;
  return root;
}

/**
 * Reads the files of an ArkhamDB data folder the import needs, as bytes. Checks the layout first,
 * so a wrong folder is rejected with the list of what is missing before anything else happens.
 */
export async function readCardSourceFolder(
  folder: string,
  onProgress: (progress: ImportProgress) => void = () => {},
): Promise<CardSourceFile[]> {
  const root = await resolveCardDataFolder(folder);
  const missing: string[] = [];
  for (const entry of REQUIRED_LAYOUT) {
    if (!existsSync(path.join(root, entry))) missing.push(entry);
  }
  const packPaths = packFilesUnder(root, 'pack');
  if (missing.length === 0 && packPaths.length === 0) missing.push(deCardData.packFilePattern(REQUIRED_LAYOUT[3]));
  if (missing.length > 0) throw new CardDataError('layout_missing', { path: root, missing });

  const germanLists = GERMAN_LIST_PATHS.filter((list) => existsSync(path.join(root, list)));
  const paths = [
    'packs.json',
    'cycles.json',
    'taboos.json',
    ...packPaths,
    ...packFilesUnder(root, `${GERMAN_DIR}/pack`),
    ...germanLists,
  ];
  const files = readSources(root, paths);
  onProgress({ phase: 'read', done: files.length, total: paths.length });
  return files;
}

/** Reads and parses a data folder: what `buildCardPool` merges. */
export async function readCardDataFolder(
  folder: string,
  onProgress: (progress: ImportProgress) => void = () => {},
): Promise<RawCardData> {
  return parseCardSources(await readCardSourceFolder(folder, onProgress));
}
