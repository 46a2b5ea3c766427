// Where the data comes from, shown in every "Über Arkham Logbuch" (Electron's about box, the
// renderer's dialog) and the README. Card and campaign texts belong to Fantasy Flight Games.

export const DATA_ATTRIBUTION = [
  'Kartendaten: ArkhamDB (arkhamdb-json-data).',
  'Kampagnendaten: Arkham Cards (arkham-cards-data).',
  'Karten- und Kampagnentexte © Fantasy Flight Games.',
] as const;
