// The German lines of the build scripts (`npm run build:pool`, `npm run build:electron`).

export const deBuild = {
  poolUsage: (defaultFile: string) => `Aufruf: npm run build:pool -- DATENORDNER [--out DATEI]
  Baut aus einem ArkhamDB-Datenordner (arkhamdb-json-data, optional mit arkham-cards-data
  daneben) den Kartenbestand, den die Installer mitliefern (Standard: resources/${defaultFile}).`,
  poolWritten: (file: string, size: string) => `Kartenbestand geschrieben: ${file} (${size})`,
  poolCounts: (playerCards: number, investigators: number, packs: number, tabooLists: number) =>
    `${playerCards} Spielerkarten, ${investigators} Ermittler, ${packs} Packs, ${tabooLists} Tabulisten`,
  poolCampaigns: (campaigns: number) => `${campaigns} Kampagnenvorlagen`,
  poolNoCampaigns: 'Keine Kampagnenvorlagen (kein arkham-cards-data neben den Kartendaten)',
  warning: (text: string) => `Warnung: ${text}`,
  bundled: (files: readonly string[]) => `Gebündelt: ${files.join(', ')}`,
};
