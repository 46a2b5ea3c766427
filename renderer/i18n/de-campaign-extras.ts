import { signed } from './signed-number.ts';

// The German sentences of the campaign screen's remaining gaps: cards between
// scenarios, upgrade sheets, standalone results, named counts, imports under another name, and
// the question before a campaign upgrade replaces an unsaved draft.

const quoted = (text: string) => `„${text}“`;

export const deCampaignExtras = {
  // Story assets and weaknesses between scenarios.
  actionCards: 'Karten …',
  cardsDialogTitle: (name: string) => `Storyvorteile und Schwächen: ${name}`,
  cardsIntro:
    'Was ein Ermittler zwischen zwei Szenarien erhält oder verliert, etwa in einem Zwischenspiel. Mit Begründung in den Verlauf geschrieben.',
  cardsEarned: 'Erhält Storyvorteil',
  cardsWeakness: 'Erhält Schwäche',
  cardsRemoved: 'Verliert',
  cardsRemovedNone: 'nichts zu verlieren',
  cardsReason: 'Begründung',
  cardsReasonPlaceholder: 'z. B. Zwischenspiel: Lita schließt sich an',
  cardsIncomplete: 'Wähle mindestens eine Karte und gib eine Begründung an.',
  cardsSave: 'Eintragen',
  entryReason: (text: string, reason: string | undefined) => (reason ? `${text} (${reason})` : text),

  // Upgrade sheets in the campaign.
  customizationsTitle: 'Individualisiert',
  customizationBoxes: (checked: number, boxes: number) => `${checked} von ${boxes} Kästchen angekreuzt`,
  customizationRow: (n: number) => `Zeile ${n}`,
  entryCustomizationRows: (name: string, card: string, rows: string) => `${name}: ${card} individualisiert – ${rows}`,
  customizationRowBoxes: (row: string, boxes: number) => (boxes > 1 ? `${row} (${boxes} Kästchen)` : row),

  // Standalone results.
  tabStandalone: 'Wertungen',
  standaloneTitle: 'Wertungen (Einzelspiel)',
  standaloneIntro:
    'Wer ein Szenario für sich spielt, kann als Wertung die erreichte Auflösung und die verdienten EP festhalten.',
  standaloneEmpty: 'Noch keine Wertung eingetragen.',
  standaloneAdd: 'Wertung eintragen …',
  standaloneDialogTitle: 'Wertung eintragen',
  standaloneScenario: 'Szenario',
  standaloneResolution: 'Auflösung',
  standaloneInvestigators: 'Ermittler und verdiente EP',
  standaloneXp: (name: string) => `EP: ${name}`,
  standaloneNote: 'Notiz (optional)',
  standaloneSave: 'Eintragen',
  standaloneProblems: {
    scenario: 'Wähle ein Szenario oder gib seinen Namen ein.',
    resolution: 'Gib die erreichte Auflösung an.',
    investigators: 'Wähle mindestens einen Ermittler.',
    xp: 'EP müssen ganze Zahlen von −99 bis 99 sein.',
  } as Record<string, string>,
  standaloneNoInvestigators: 'Füge zuerst mit „Ermittler hinzufügen“ die Ermittler hinzu, die gespielt haben.',
  standaloneColumns: { seq: 'Nr.', scenario: 'Szenario', resolution: 'Auflösung', xp: 'EP', note: 'Notiz' },
  standaloneXpOf: (name: string, xp: number) => `${name} ${signed(xp)}`,
  entryStandaloneXp: (parts: readonly string[]) => `EP: ${parts.join(', ')}`,
  definitionGroupStandalone: 'Einzelspielszenarien',

  // Named counts in a log section.
  logCountNew: 'Zähler anlegen …',
  logCountNewTitle: (section: string) => `Neuer Zähler in ${quoted(section)}`,
  logCountName: 'Name des Zählers',
  logCountNamePlaceholder: 'z. B. Unterschlupf',
  logCountValue: 'Wert',
  logCountCreate: 'Anlegen',
  logCountCancel: 'Abbrechen',
  logCountProblems: {
    name: 'Gib dem Zähler einen Namen (höchstens 100 Zeichen).',
    taken: 'Diesen Zähler gibt es in diesem Abschnitt schon; setze ihn oben.',
    number: 'Der Wert muss eine ganze Zahl von −999 bis 999 sein.',
  } as Record<string, string>,

  // Importing a campaign whose name is taken.
  importNameTitle: 'Kampagne importieren',
  importNameTaken: (name: string) =>
    `Eine Kampagne ${quoted(name)} gibt es schon. Unter welchem Namen soll die Datei importiert werden?`,
  importNameLabel: 'Name der importierten Kampagne',
  importNameStillTaken: 'Auch diesen Namen trägt schon eine Kampagne.',
  importNameEmpty: 'Der Name darf nicht leer sein.',
  importNameSave: 'Importieren',
  importedSuffix: (n: number) => (n === 1 ? ' (importiert)' : ` (importiert ${n})`),

  // A campaign upgrade while the deck editor holds an unsaved draft.
  actionUpgradeResume: 'Verbesserung fortsetzen',
  actionUpgradeResumeHint: 'Zurück zum Deckbuilder, wo die Verbesserung dieses Decks noch offen ist',
  replaceDraftTitle: 'Ungespeicherter Entwurf im Deckbuilder',
  replaceDraftText: (deck: string, name: string) =>
    `Im Deckbuilder ist ${quoted(deck)} geändert und nicht gespeichert. „Deck verbessern“ für ${name} öffnet dort stattdessen dessen Deck – die ungespeicherten Änderungen gehen dann verloren.`,
  replaceDraftShow: 'Entwurf ansehen',
  replaceDraftDiscard: 'Verwerfen und verbessern',

  // Saving the campaign file (Electron's save dialog).
  exportSaveTitle: 'Kampagne exportieren',
  campaignFileFilter: 'Kampagnendatei',
  // Why a dropped or opened campaign file is refused before the main process sees it.
  campaignFileUnreadable: 'Datei nicht lesbar',
  campaignFileNotJson: 'kein JSON',
};
