import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ARKHAM_CARDS_DATA, ARKHAMDB_DATA } from './real-data.ts';

// The names the German data gives packs and cycles (arkhamdb-json-data translations/de) and
// campaigns (the .po catalogues of arkham-cards-data i18n/de), read straight from the files for
// tests that compare what a screen shows with them. Where two lists spell one name in different
// letter cases (tfa „Das Vergessene Zeitalter“ / „Das vergessene Zeitalter“), the cycle list's
// spelling is the one the app shows.

function nameList(...parts: string[]): Map<string, string> {
  const list = JSON.parse(readFileSync(path.join(ARKHAMDB_DATA, ...parts), 'utf8')) as { code: string; name: string }[];
  return new Map(list.map((entry) => [entry.code, entry.name]));
}

/** code → the German cycle name. */
export const germanCycleNames = (): Map<string, string> => nameList('translations', 'de', 'cycles.json');

/** A German name in the cycle list's spelling where the cycle list has it. */
function inCycleSpelling(): (name: string) => string {
  const cycles = new Map([...germanCycleNames().values()].map((name) => [name.toLocaleLowerCase('de'), name]));
  return (name) => cycles.get(name.toLocaleLowerCase('de')) ?? name;
}

/** code → the pack name a German screen must show: German where the data has one, else the English. */
export function germanPackNames(): Map<string, string> {
  const german = nameList('translations', 'de', 'packs.json');
  const spelled = inCycleSpelling();
  const names = new Map<string, string>();
  for (const [code, english] of nameList('packs.json')) {
    const name = german.get(code);
    names.set(code, name === undefined ? english : spelled(name));
  }
  return names;
}

/** Campaign id → its name in the German catalogues (the first .po file that translates it), where one does. */
export function germanCampaignNames(): Map<string, string> {
  const catalogues = path.join(ARKHAM_CARDS_DATA, 'i18n', 'de');
  const translated = new Map<string, string>();
  const files = readdirSync(catalogues, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.po'));
  for (const file of files.sort()) {
    const text = readFileSync(path.join(catalogues, file), 'utf8');
    for (const [, english, german] of text.matchAll(/^msgid "(.+)"\nmsgstr "(.+)"$/gm))
      if (!translated.has(english!)) translated.set(english!, german!);
  }
  const spelled = inCycleSpelling();
  const campaigns = path.join(ARKHAM_CARDS_DATA, 'campaigns');
  const names = new Map<string, string>();
  for (const folder of readdirSync(campaigns)) {
    const file = path.join(campaigns, folder, 'campaign.json');
    let campaign: { id: string; name: string };
    try {
      campaign = JSON.parse(readFileSync(file, 'utf8'));
    } catch {
      continue; // a folder without a campaign of its own
    }
    const german = translated.get(campaign.name);
    if (german !== undefined) names.set(campaign.id, spelled(german));
  }
  return names;
}
