import type { RawCatalog } from '../../campaign/definitions/german-dictionary.ts';
import { CampaignDataError } from '../../campaign/definitions/campaign-data-error.ts';
import { parsePoCatalog } from '../../campaign/definitions/po-catalog.ts';

// German text of the campaign guides from the `.po` catalogs of arkham-cards-data (i18n/de/campaigns,
// i18n/de/return_campaigns). The catalogs are keyed by the English text (msgid) and de-duplicated
// across campaigns, so one catalog is built from all of them; keys are compared after Unicode NFC,
// since the JSON and the catalogs do not always agree on composed or decomposed letters.
// `msgctxt` marks the gendered variants of a sentence about an investigator.

export type GuideGender = 'masculine' | 'feminine' | 'nonbinary';
export const GUIDE_GENDERS: readonly GuideGender[] = ['masculine', 'feminine', 'nonbinary'];

export interface GuideCatalog {
  /** The German text of an English guide string, NFC-normalised; undefined when no catalog translates it. */
  lookup(english: string): string | undefined;
  /** The gendered variant (msgctxt); falls back to the plain entry of the same English text. */
  lookupGendered(english: string, gender: GuideGender): string | undefined;
}

const nfc = (text: string) => text.normalize('NFC');
const contextKey = (context: string, english: string) => `${context}\u0004${english}`;

/**
 * Builds the catalog; throws CampaignDataError naming the file when one is not a `.po` file.
 * Where two catalogs translate the same English text, the first in `catalogs` order wins.
 */
export function buildGuideCatalog(catalogs: readonly RawCatalog[]): GuideCatalog {
  const plain = new Map<string, string>();
  const gendered = new Map<string, string>();
  for (const catalog of catalogs) {
    let entries: ReturnType<typeof parsePoCatalog>;
    try {
      entries = parsePoCatalog(catalog.text);
    } catch (error) {
      throw new CampaignDataError('campaign_data_invalid', { path: catalog.path, reason: (error as Error).message });
    }
    for (const entry of entries) {
      // msgid "" is the header; an empty msgstr means untranslated.
      if (entry.id === '' || entry.str === '') continue;
      const english = nfc(entry.id);
      const target = entry.context === undefined ? plain : gendered;
      const key = entry.context === undefined ? english : contextKey(entry.context, english);
      if (!target.has(key)) target.set(key, nfc(entry.str));
    }
  }
  return {
    lookup: (english) => plain.get(nfc(english)),
    lookupGendered: (english, gender) => {
      const key = nfc(english);
      return gendered.get(contextKey(gender, key)) ?? plain.get(key);
    },
  };
}

/** Only the catalogs that hold guide text: campaigns and Return-to overlays, not cards or packs. */
export const isGuideCatalog = (catalog: RawCatalog) =>
  /(^|\/)i18n\/de\/(campaigns|return_campaigns)\//.test(catalog.path);
