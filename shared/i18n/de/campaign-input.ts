// The German reasons why campaign input is refused (they fill `details.issues` or
// `details.reason`, which app-errors.ts puts into sentences): a campaign file that does not add
// up, journal entries the generic append does not take, a guide answer of the wrong shape.

export const deCampaignInput = {
  /** An entry's schema issue without a path: the entry as a whole. */
  wholeEntry: 'Eintrag',
  /** A file-level schema issue has no path: it is about the whole file. */
  wholeFile: 'Datei',
  entryNumber: (index: number, seq: number) => `Eintrag ${index} hat die Nummer ${seq}`,
  entryIssue: (seq: number, issues: string) => `Eintrag ${seq}: ${issues}`,
  journalDoesNotAddUp: (reason: string) => `das Logbuch geht nicht auf (${reason})`,
  versionMissing: (id: number) => `Deckversion ${id} fehlt in der Datei`,
  upgradeCostMismatch: (seq: number, cost: number, recorded: number) =>
    `Eintrag ${seq}: die Deckversion kostet ${cost} EP, der Eintrag sagt ${recorded} EP`,
  notAnInvestigator: (code: string) => `${code}: kein Ermittler`,
  noEntries: 'Keine Einträge',
  upgradeOnlyThroughAction: 'deck_upgraded: Deckverbesserungen nur über „Deck verbessern“ (campaign upgrade)',
  /** A guide answer's schema issue without a path: the answer's value itself. */
  answerValue: 'Wert',
};
