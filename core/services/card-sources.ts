import { CardDataError } from '../../shared/cards/card-data-error.ts';
import { GERMAN_DIR, type RawCardData, type RawFile, REQUIRED_LAYOUT } from '../../shared/cards/raw-data.ts';
import { deCardData } from '../../shared/i18n/de/card-data.ts';

// The files of an ArkhamDB data folder the import reads, as bytes: what a folder import reads,
// what the database keeps (table card_source_files) and what the app merges when it loads the pool.

/** One file: its path relative to the data folder and its content (UTF-8 JSON). */
export interface CardSourceFile {
  path: string;
  bytes: Uint8Array;
}

const PACK_DIR = 'pack/';
const GERMAN_PACK_DIR = `${GERMAN_DIR}/pack/`;
const GERMAN_LISTS = ['packs', 'cycles', 'factions', 'types', 'subtypes'] as const;
const TOP_LISTS = ['packs.json', 'cycles.json', 'taboos.json'] as const;

/** The optional German lists beside the translated pack files. */
export const GERMAN_LIST_PATHS = GERMAN_LISTS.map((list) => `${GERMAN_DIR}/${list}.json`);

const decoder = new TextDecoder();

function parseFile({ path, bytes }: CardSourceFile): RawFile {
  try {
    return { path, json: JSON.parse(decoder.decode(bytes)) };
  } catch (error) {
    throw new CardDataError('invalid_json', { path, reason: (error as Error).message });
  }
}

const byPath = (a: RawFile, b: RawFile) => Number(a.path > b.path) - Number(a.path < b.path);

/**
 * Parses the files into the shape `buildCardPool` merges. Pack files are taken in path order,
 * whatever order they come in; a missing list or no pack file at all is refused like a wrong folder.
 */
export function parseCardSources(files: readonly CardSourceFile[]): RawCardData {
  const lists = new Map<string, RawFile>();
  const packFiles: RawFile[] = [];
  const germanPackFiles: RawFile[] = [];
  for (const file of files) {
    if (file.path.startsWith(PACK_DIR)) packFiles.push(parseFile(file));
    else if (file.path.startsWith(GERMAN_PACK_DIR)) germanPackFiles.push(parseFile(file));
    else lists.set(file.path, parseFile(file));
  }
  const missing: string[] = TOP_LISTS.filter((list) => !lists.has(list));
  if (packFiles.length === 0) missing.push(deCardData.packFilePattern(REQUIRED_LAYOUT[3]));
  if (missing.length > 0) throw new CardDataError('layout_missing', { missing });
  const german = (list: (typeof GERMAN_LISTS)[number]) => lists.get(`${GERMAN_DIR}/${list}.json`);
  return {
    packs: lists.get('packs.json')!,
    cycles: lists.get('cycles.json')!,
    taboos: lists.get('taboos.json')!,
    packFiles: packFiles.sort(byPath),
    german: {
      packs: german('packs'),
      cycles: german('cycles'),
      factions: german('factions'),
      types: german('types'),
      subtypes: german('subtypes'),
      packFiles: germanPackFiles.sort(byPath),
    },
  };
}

const encoder = new TextEncoder();
const fileOf = (path: string, json: unknown): CardSourceFile => ({ path, bytes: encoder.encode(JSON.stringify(json)) });

/**
 * The files for parsed data that did not come from a folder (the ArkhamDB API, a shipped pool):
 * each part under the path a data folder gives it, so `parseCardSources` reads it back the same.
 */
export function cardSourcesOfRaw(raw: RawCardData): CardSourceFile[] {
  const number = (index: number) => String(index + 1).padStart(3, '0');
  const files = [
    fileOf('packs.json', raw.packs.json),
    fileOf('cycles.json', raw.cycles.json),
    fileOf('taboos.json', raw.taboos.json),
    ...raw.packFiles.map((file, i) => fileOf(`${PACK_DIR}${number(i)}.json`, file.json)),
    ...raw.german.packFiles.map((file, i) => fileOf(`${GERMAN_PACK_DIR}${number(i)}.json`, file.json)),
  ];
  for (const list of GERMAN_LISTS) {
    const file = raw.german[list];
    if (file) files.push(fileOf(`${GERMAN_DIR}/${list}.json`, file.json));
  }
  return files;
}
