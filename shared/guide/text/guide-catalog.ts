import { CampaignDataError } from '../../campaign/definitions/campaign-data-error.ts';
import type { RawCatalog } from '../../campaign/definitions/german-dictionary.ts';
import { parsePoCatalog } from '../../campaign/definitions/po-catalog.ts';

// German text of the campaign guides from the `.po` catalogs of arkham-cards-data. They are keyed
// by the English text (msgid) and de-duplicated across campaigns (data README „German campaign
// text“), so a string is looked up in its own file's catalog first and then in all of them; keys
// are compared after Unicode NFC, since the JSON and the catalogs do not always agree on composed
// letters. `msgctxt` marks the gendered variants of a sentence about an investigator.

export type GuideGender = 'masculine' | 'feminine' | 'nonbinary';

export interface GuideCatalog {
  /**
   * German for an English guide string (NFC), from the catalog named `catalogue` (a data path
   * without extension, e.g. `campaigns/notz/torch`) first; undefined when no catalog translates it.
   */
  lookup(english: string, catalogue?: string): string | undefined;
  /** The gendered variant (msgctxt); else the plain entry of the same English text; else the masculine variant. */
  lookupGendered(english: string, gender: GuideGender, catalogue?: string): string | undefined;
}

const nfc = (text: string) => text.normalize('NFC');
const contextKey = (context: string | undefined, english: string) =>
  context === undefined ? english : `${context}\u0004${english}`;
const CATALOG_PATH = /^(?:.*\/)?i18n\/de\/(.+)\.po$/;

/** `i18n/de/campaigns/notz/torch.po` → `campaigns/notz/torch`; other files keep their path. */
export const catalogueName = (path: string) => CATALOG_PATH.exec(path)?.[1] ?? path;

/** Guide catalogs first, so a campaign's wording wins over a card or pack name of the same English. */
const isGuideCatalog = (catalog: RawCatalog) => /^(campaigns|return_campaigns)\//.test(catalogueName(catalog.path));

/** Builds the catalog from every German `.po` file; throws CampaignDataError naming a file that is not one. */
export function buildGuideCatalog(catalogs: readonly RawCatalog[]): GuideCatalog {
  const global = new Map<string, string>();
  const perFile = new Map<string, Map<string, string>>();
  const ordered = [...catalogs.filter(isGuideCatalog), ...catalogs.filter((catalog) => !isGuideCatalog(catalog))];
  for (const catalog of ordered) {
    let entries: ReturnType<typeof parsePoCatalog>;
    try {
      entries = parsePoCatalog(catalog.text);
    } catch (error) {
      throw new CampaignDataError('campaign_data_invalid', { path: catalog.path, reason: (error as Error).message });
    }
    const own = new Map<string, string>();
    perFile.set(catalogueName(catalog.path), own);
    for (const entry of entries) {
      // msgid "" is the header; an empty msgstr means untranslated, and so does a gendered
      // variant that only repeats the English (campaigns/ptc/the_pallid_mask, nonbinary).
      if (entry.id === '' || entry.str === '' || (entry.context !== undefined && entry.str === entry.id)) continue;
      const key = contextKey(entry.context, nfc(entry.id));
      const german = nfc(entry.str);
      if (!own.has(key)) own.set(key, german);
      if (!global.has(key)) global.set(key, german);
    }
  }
  const find = (key: string, catalogue: string | undefined) =>
    (catalogue === undefined ? undefined : perFile.get(catalogue)?.get(key)) ?? global.get(key);
  return {
    lookup: (english, catalogue) => find(nfc(english), catalogue),
    lookupGendered: (english, gender, catalogue) =>
      find(contextKey(gender, nfc(english)), catalogue) ??
      find(nfc(english), catalogue) ??
      find(contextKey('masculine', nfc(english)), catalogue),
  };
}
