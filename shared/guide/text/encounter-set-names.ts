import { z } from 'zod';
import { GUIDE_ENGINE_TEXTS } from '../../i18n/de/guide-texts.ts';
import type { EncounterSetName } from './german-prompt.ts';
import type { GuideCatalog } from './guide-catalog.ts';

// German names of the encounter sets a setup step lists by code: the English name from
// arkham-cards-data encounter_sets.json looked up in the German catalogs (they follow the printed
// German guides), then in the app's own catalogue for the few they lack, else the English name.

export interface EncounterSetEntry {
  code: string;
  name: string;
}

export function encounterSetNamer(english: readonly EncounterSetEntry[], catalog: GuideCatalog): EncounterSetName {
  const englishByCode = new Map(english.map((entry) => [entry.code, entry.name]));
  return (code) => {
    const name = englishByCode.get(code);
    if (name === undefined) return code;
    return catalog.lookup(name) ?? GUIDE_ENGINE_TEXTS[name] ?? name.normalize('NFC');
  };
}

const entrySchema = z.array(z.object({ code: z.string(), name: z.string() }).loose());

/** The `{code, name}` list of encounter_sets.json; empty when it has another shape. */
export function encounterSetEntries(json: unknown): EncounterSetEntry[] {
  const parsed = entrySchema.safeParse(json);
  return parsed.success ? parsed.data.map(({ code, name }) => ({ code, name })) : [];
}
