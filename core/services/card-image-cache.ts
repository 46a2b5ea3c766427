import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

// The card image cache on disk: one file per card (`<code>.png|jpg|webp`) in `card-images/` of the
// app's folder, limited in size; the oldest images (by when they were stored) go first.

export type ImageType = 'png' | 'jpg' | 'webp';
const MIME: Record<ImageType, string> = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' };
const FILE = /^([0-9a-z]{4,12})\.(png|jpg|webp)$/i;

export const cacheFolder = (home: string) => path.join(home, 'card-images');

interface CachedFile {
  name: string;
  bytes: number;
  storedAt: number;
}

function cachedFiles(folder: string): CachedFile[] {
  let names: string[];
  try {
    names = readdirSync(folder);
  } catch {
    return [];
  }
  return names
    .filter((name) => FILE.test(name))
    .map((name) => {
      const stat = statSync(path.join(folder, name));
      return { name, bytes: stat.size, storedAt: stat.mtimeMs };
    });
}

export function cacheUsage(folder: string): { files: number; bytes: number } {
  const files = cachedFiles(folder);
  return { files: files.length, bytes: files.reduce((sum, file) => sum + file.bytes, 0) };
}

export function clearCache(folder: string): void {
  for (const file of cachedFiles(folder)) rmSync(path.join(folder, file.name), { force: true });
}

export const dataUrlOf = (bytes: Buffer, type: ImageType) => `data:${MIME[type]};base64,${bytes.toString('base64')}`;

/** The cached image of a card as a data: URL, if there is one. */
export function cachedImage(folder: string, code: string): string | undefined {
  for (const type of Object.keys(MIME) as ImageType[]) {
    try {
      return dataUrlOf(readFileSync(path.join(folder, `${code}.${type}`)), type);
    } catch {
      // Not cached in this format.
    }
  }
  return undefined;
}

/**
 * Stores an image (written to a temporary file and renamed, so a crash leaves no half image),
 * then removes the oldest other images until the cache fits `limitBytes`. An image larger than
 * the whole limit is not kept.
 */
export function storeImage(folder: string, code: string, bytes: Buffer, type: ImageType, limitBytes: number): boolean {
  if (bytes.length > limitBytes) return false;
  mkdirSync(folder, { recursive: true });
  const name = `${code}.${type}`;
  const temporary = path.join(folder, `${name}.part`);
  writeFileSync(temporary, bytes);
  renameSync(temporary, path.join(folder, name));
  const others = cachedFiles(folder)
    .filter((file) => file.name !== name)
    .sort((a, b) => a.storedAt - b.storedAt || a.name.localeCompare(b.name));
  let total = others.reduce((sum, file) => sum + file.bytes, bytes.length);
  for (const file of others) {
    if (total <= limitBytes) break;
    rmSync(path.join(folder, file.name), { force: true });
    total -= file.bytes;
  }
  return true;
}
