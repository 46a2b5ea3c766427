// Why a card or campaign data file was refused: the reason part of CardDataError and
// CampaignDataError, and of a broken gettext catalogue.

export const DATA_FILE_REASONS = {
  invalidRecord: (index: number) => `${index}: Datensatz ungültig`,
  notGettext: (lineNumber: number, line: string) => `Zeile ${lineNumber}: „${line}“ ist kein gettext-Eintrag`,
  wholeFile: '(Datei)',
  scenarioWithoutFile: (id: string) => `Szenario „${id}“ hat keine Datei`,
  packMissing: (pack: string) => `Pack „${pack}“ fehlt`,
  baseCampaignMissing: (id: string) => `Basiskampagne „${id}“ fehlt`,
  unknownChaosToken: (token: string) => `unbekannter Chaosmarker „${token}“`,
} as const;
