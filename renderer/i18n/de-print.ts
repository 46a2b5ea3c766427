// The German words of the print view: the printable deck list and campaign log sheet.
// Spread into the catalogue in messages.ts.

const date = (at: Date) => at.toLocaleDateString('de-DE', { day: '2-digit', month: '2-digit', year: 'numeric' });

export const dePrint = {
  print: 'Drucken',
  printDeckHint: 'Deckliste drucken oder als PDF speichern (A4)',
  printCampaignHint: 'Kampagnenlogbuch drucken oder als PDF speichern (A4)',
  printViewTitle: { deck: 'Druckansicht: Deckliste', campaign: 'Druckansicht: Kampagnenlogbuch' } as Record<
    string,
    string
  >,
  printNow: 'Drucken …',
  printNowHint: 'Öffnet den Druckdialog; dort lässt sich auch „Als PDF speichern“ wählen.',
  printPdf: 'Als PDF speichern …',
  printClose: 'Schließen',
  printBusy: 'Wird gedruckt …',
  printSaved: (file: string) => `Gespeichert als ${file}`,
  printLoading: 'Kampagne wird geladen …',
  /** What a saved PDF is called when its deck or campaign has no name. */
  printFileName: { campaign: 'Kampagne', deck: 'Deckliste' },
  printFooter: (at: Date) => `Arkham Logbuch · gedruckt am ${date(at)}`,
  printPdfName: (name: string) => `${name}.pdf`,

  sheetDeckVersion: (version: number) => `Version ${version}`,
  sheetXpAvailable: (available: number, spent: number) => `${available} EP verfügbar, ${spent} EP ausgegeben`,
  sheetProblems: 'Regelprobleme',
  sheetValid: 'Regelkonform',

  sheetDifficulty: 'Schwierigkeitsgrad',
  sheetNextScenario: 'Nächstes Szenario',
  sheetCampaignDone: 'Kampagne abgeschlossen',
  sheetInvestigators: 'Ermittler',
  sheetStatus: 'Status',
  sheetXp: 'Erfahrung',
  sheetXpColumns: { earned: 'verdient', adjusted: 'angepasst', spent: 'ausgegeben', available: 'verfügbar' } as Record<
    string,
    string
  >,
  sheetTrauma: 'Trauma',
  /** Trauma against what kills or drives insane (printed health and sanity). */
  sheetTraumaValue: (physical: number, health: number, mental: number, sanity: number) =>
    `körperlich ${physical} von ${health} · seelisch ${mental} von ${sanity}`,
  sheetStoryAssets: 'Storyvorteile',
  sheetWeaknesses: 'Kampagnenschwächen',
  sheetExiled: 'Im Exil',
  sheetNone: '–',
  sheetReplacedBy: (name: string) => `ersetzt durch ${name}`,
  sheetScenarios: 'Szenarien',
  sheetScenarioColumns: { number: 'Nr.', scenario: 'Szenario', resolution: 'Auflösung', xp: 'EP' } as Record<
    string,
    string
  >,
  sheetNoScenarios: 'Noch kein Szenario gespielt.',
  sheetLog: 'Kampagnenlogbuch',
  sheetLogEmpty: 'keine Einträge',
  sheetCount: (count: number) => `Zähler: ${count}`,
  sheetChaosBag: 'Chaosbeutel',
  sheetChaosCount: (count: number) => `${count} Marker`,
  sheetResearched: 'Erforscht',
  sheetRewards: 'Belohnungskarten',
  sheetNotes: 'Notizen',
  sheetStandalone: 'Einzelspiel-Wertungen',
};
