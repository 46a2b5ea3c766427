import type { RawCatalog } from '../../campaign/definitions/german-dictionary.ts';
import { type PoEntry, writePoCatalog } from '../../campaign/definitions/po-catalog.ts';
import type { GuideFile } from '../types.ts';
import type { EncounterSetEntry } from './encounter-set-names.ts';
import { buildGuideCatalog, catalogueName } from './guide-catalog.ts';
import { guideTextFields } from './guide-text-fields.ts';

// The German catalogs a guided campaign keeps with its stored guide. The catalogs are
// de-duplicated across campaigns (data README „German campaign text“): a sentence of The Forgotten
// Age may be translated only in The Dunwich Legacy's file. So the guide keeps its own folders'
// catalogs plus one small catalog of the translations it borrows from all the others, including
// the names of the encounter sets its setups list.

const folderOf = (file: string) => file.slice(0, file.lastIndexOf('/'));
export const BORROWED_CATALOG = 'i18n/de/borrowed.po';

export function guideCatalogsFor(
  files: readonly GuideFile[],
  all: readonly RawCatalog[],
  /** The guide's encounter sets (guideEncounterSets). */
  encounterSets: readonly EncounterSetEntry[],
): RawCatalog[] {
  const folders = new Set(files.map((file) => folderOf(file.file)));
  const own = all.filter((catalog) => folders.has(folderOf(catalogueName(catalog.path))));
  const ownCatalog = buildGuideCatalog(own);
  const everything = buildGuideCatalog(all);
  const borrowed = new Map<string, PoEntry>();
  const borrow = (english: string, context?: 'masculine' | 'feminine' | 'nonbinary') => {
    const key = `${context ?? ''}\u0004${english}`;
    if (borrowed.has(key)) return;
    const mine = context ? ownCatalog.lookupGendered(english, context) : ownCatalog.lookup(english);
    if (mine !== undefined) return;
    const theirs = context ? everything.lookupGendered(english, context) : everything.lookup(english);
    if (theirs !== undefined) borrowed.set(key, { ...(context ? { context } : {}), id: english, str: theirs });
  };
  for (const file of files) for (const field of guideTextFields(file.data)) borrow(field.text, field.gender);
  for (const entry of encounterSets) borrow(entry.name);
  if (borrowed.size === 0) return own;
  return [...own, { path: BORROWED_CATALOG, text: writePoCatalog([...borrowed.values()]) }];
}

/** The encounter sets (code and English name) a guide's setups list. */
export function guideEncounterSets(
  files: readonly GuideFile[],
  all: readonly EncounterSetEntry[],
): EncounterSetEntry[] {
  const used = new Set(
    files.flatMap((file) =>
      (Array.isArray(file.data.steps) ? file.data.steps : []).flatMap((step) => {
        const codes = (step as { encounter_sets?: unknown }).encounter_sets;
        return Array.isArray(codes) ? codes.map(String) : [];
      }),
    ),
  );
  return all.filter((entry) => used.has(entry.code));
}
