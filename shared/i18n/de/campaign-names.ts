// German names of campaigns that no German catalog of arkham-cards-data translates, keyed by the
// data's English name. Guardians of the Abyss: the German pack name in arkhamdb-json-data
// (translations/de/packs.json, code `guardians`), as its German guide catalog also writes it.

export const CAMPAIGN_NAMES_DE: Readonly<Record<string, string>> = {
  'Guardians of the Abyss': 'Wächter des Abgrunds',
};
