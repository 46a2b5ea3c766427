import { writeFileSync } from 'node:fs';
import path from 'node:path';

/** Writes decks (objects as JSON, strings as they are) into `folder`; returns their paths. */
export function writeDeckFiles(folder: string, decks: Record<string, unknown>): string[] {
  return Object.entries(decks).map(([name, deck]) => {
    const file = path.join(folder, name);
    writeFileSync(file, typeof deck === 'string' ? deck : JSON.stringify(deck));
    return file;
  });
}
