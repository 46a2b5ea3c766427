import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ARKHAMDB_DATA } from './real-data.ts';

// The names the German data gives packs and cycles (arkhamdb-json-data translations/de), read
// straight from the files for tests that compare what a screen shows with them. Where a pack and
// a cycle spell one name in different letter cases (tfa „Das Vergessene Zeitalter“ / „Das
// vergessene Zeitalter“), the cycle list's spelling is the one the app shows.

function nameList(...parts: string[]): Map<string, string> {
  const list = JSON.parse(readFileSync(path.join(ARKHAMDB_DATA, ...parts), 'utf8')) as { code: string; name: string }[];
  return new Map(list.map((entry) => [entry.code, entry.name]));
}

/** code → the German cycle name. */
export const germanCycleNames = (): Map<string, string> => nameList('translations', 'de', 'cycles.json');

/** code → the pack name a German screen must show: German where the data has one, else the English. */
export function germanPackNames(): Map<string, string> {
  const german = nameList('translations', 'de', 'packs.json');
  const cycles = new Map([...germanCycleNames().values()].map((name) => [name.toLocaleLowerCase('de'), name]));
  const names = new Map<string, string>();
  for (const [code, english] of nameList('packs.json')) {
    const name = german.get(code);
    names.set(code, name === undefined ? english : (cycles.get(name.toLocaleLowerCase('de')) ?? name));
  }
  return names;
}
