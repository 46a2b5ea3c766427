import { CAMPAIGN_NAMES_DE, CAMPAIGN_SPELLINGS_DE } from '../../i18n/de/campaign-names.ts';
import { RETURN_INNSMOUTH_NAMES } from '../../i18n/de/return-innsmouth.ts';
import { CampaignDataError } from './campaign-data-error.ts';
import { parsePoCatalog } from './po-catalog.ts';

// data README §2: strings are de-duplicated across campaigns (a title translated in `dwl` is
// not repeated in `tfa`), so one dictionary is built from every German catalog.

/** One `.po` file, named by its path relative to the arkham-cards-data folder. */
export interface RawCatalog {
  path: string;
  text: string;
}

/**
 * English text → German text (the app's spelling or name of a campaign, a catalog's, the fan-made
 * Return-to's names); English again when none has it. The app's campaign names win over the
 * catalogs: packs.po names the fan-made Return to The Innsmouth Conspiracy „Inoffizielle Rückkehr
 * zu: …“, and the list marks fan-made campaigns itself (listedCampaignName), so the mark would show twice.
 */
export type Translate = (english: string) => string;

export function germanDictionary(catalogs: RawCatalog[]): Translate {
  const german = new Map<string, string>();
  for (const catalog of catalogs) {
    let entries: ReturnType<typeof parsePoCatalog>;
    try {
      entries = parsePoCatalog(catalog.text);
    } catch (error) {
      throw new CampaignDataError('campaign_data_invalid', { path: catalog.path, reason: (error as Error).message });
    }
    for (const entry of entries) {
      // Gender variants (msgctxt) belong to sentences about an investigator, never to the
      // names and titles looked up here; msgid "" is the header; an empty msgstr means untranslated.
      if (entry.context !== undefined || entry.id === '' || entry.str === '' || german.has(entry.id)) continue;
      german.set(entry.id, entry.str);
    }
  }
  return (english) =>
    CAMPAIGN_SPELLINGS_DE[english] ??
    CAMPAIGN_NAMES_DE[english] ??
    german.get(english) ??
    RETURN_INNSMOUTH_NAMES[english] ??
    english;
}
