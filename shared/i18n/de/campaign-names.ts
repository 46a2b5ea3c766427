// German campaign names the app sets itself, keyed by the data's English name
// (docs/data-notes.md „Namen von Kampagnen, Zyklen und Packs“).

/**
 * Campaigns no German catalog of arkham-cards-data translates, or translates with a mark of its
 * own (these names win over the catalogs). Guardians of the Abyss: the German
 * pack name in arkhamdb-json-data (translations/de/packs.json, code `guardians`), as its German
 * guide catalog also writes it.
 */
export const CAMPAIGN_NAMES_DE: Readonly<Record<string, string>> = {
  'Guardians of the Abyss': 'Wächter des Abgrunds',
  // The German cycle name (i18n/de/cycles.po); the campaign's own catalogs do not name it.
  'The Scarlet Keys': 'Die scharlachroten Schlüssel',
  // Fan-made (`custom` in its campaign.json): the app marks it where campaigns are listed
  // (listedCampaignName), so not „Inoffizielle Rückkehr zu: …“ as i18n/de/packs.po writes it.
  'The (Unofficial) Return to The Innsmouth Conspiracy': 'Rückkehr zu: Die Innsmouth-Verschwörung',
};

/** A campaign's name where official and fan-made ones are listed together: a fan-made one marked so. */
export const listedCampaignName = (name: string, official: boolean): string =>
  official ? name : `${name} (inoffiziell)`;

/**
 * Campaigns whose catalog name differs from the German card data's cycle name only in letter
 * case (campaigns/tfa/campaign.po „Das Vergessene Zeitalter“, translations/de/cycles.json
 * „Das vergessene Zeitalter“): the app writes the cycle's, as the Return-to's catalog and pack do.
 * They win over the catalogs, in the campaign list and in the guide.
 */
export const CAMPAIGN_SPELLINGS_DE: Readonly<Record<string, string>> = {
  'The Forgotten Age': 'Das vergessene Zeitalter',
};
