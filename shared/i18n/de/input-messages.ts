// What a zod schema says when an input over IPC or from a downloaded file does not fit; shown to
// the player as the reason of the refused input.

export const INPUT_MESSAGES = {
  absolutePath: 'vollständiger Pfad erwartet',
  backupName: 'Name einer Sicherung erwartet',
  sqliteFile: 'Dateiname mit .sqlite erwartet',
  jsonFile: 'Dateiname mit .json erwartet',
  deckIdOrNewDeck: 'deckId oder newDeck, nicht beides',
  variantCampaignOnly: 'ein Einzelspielszenario kennt keine Varianten „Nur für den Kampagnenmodus“',
  carryOverStandalone: 'carryOver oder standaloneScenario, nicht beides',
  cardCode: 'kein Kartencode',
  imageLimit: 'keine angebotene Größe',
  httpAddress: 'http- oder https-Adresse erwartet',
  packCode: 'kein Pack-Code',
  noCards: 'keine Karten',
  noPacks: 'keine Packs',
  environment: 'Deckbau-Umgebung: aktuell, legacy oder limitiert:PACK,PACK,PACK',
} as const;
