import { z } from 'zod';
import { GUIDE_ENGINE_TEXTS } from '../../i18n/de/guide-texts.ts';
import type { EncounterSetName } from './german-prompt.ts';
import type { GuideCatalog } from './guide-catalog.ts';

// German names of the encounter sets a setup step lists by code: the English name of
// arkham-cards-data encounter_sets.json looked up in the German catalogs first (they follow the
// printed German guides), else the German card data (arkhamdb-json-data translations/de/
// encounters.json, which keeps some newer sets in English), then the app's own catalogue, else
// the English name.

export interface EncounterSetEntry {
  code: string;
  name: string;
}

export function encounterSetNamer(
  german: readonly EncounterSetEntry[],
  english: readonly EncounterSetEntry[],
  catalog: GuideCatalog,
): EncounterSetName {
  const byCode = new Map(german.map((entry) => [entry.code, entry.name.normalize('NFC')]));
  const englishByCode = new Map(english.map((entry) => [entry.code, entry.name]));
  return (code) => {
    const name = englishByCode.get(code);
    return (
      (name && (catalog.lookup(name) ?? GUIDE_ENGINE_TEXTS[name])) ?? byCode.get(code) ?? name?.normalize('NFC') ?? code
    );
  };
}

const entrySchema = z.array(z.object({ code: z.string(), name: z.string() }).loose());

/** The `{code, name}` list of an encounter set file (either data folder); empty when it has another shape. */
export function encounterSetEntries(json: unknown): EncounterSetEntry[] {
  const parsed = entrySchema.safeParse(json);
  return parsed.success ? parsed.data.map(({ code, name }) => ({ code, name })) : [];
}
