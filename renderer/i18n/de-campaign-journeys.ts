import { signed } from './signed-number.ts';

// The German sentences of the campaign journeys: steps of "Szenario abschließen",
// log sections, chaos bag, notes, corrections, "Stand nach …", files, decks and card data.

const quoted = (text: string) => `„${text}“`;
const copies = (n: number) => (n > 1 ? `${n}× ` : '');

export const deCampaignJourneys = {
  // Tabs of the open campaign.
  tabsLabel: 'Bereiche der Kampagne',
  tabInvestigators: 'Ermittler',
  tabLog: 'Logbuch',
  tabBag: 'Chaosbeutel',
  tabNotes: 'Notizen & Erforscht',

  // "Stand nach …".
  historyLabel: 'Stand',
  historyNow: 'Aktueller Stand',
  historyAfterScenario: (n: number, name: string) => `nach Szenario ${n}: ${name}`,
  historyAfterEntry: (seq: number, text: string) =>
    `nach Nr. ${seq}: ${text.length > 60 ? `${text.slice(0, 59)}…` : text}`,
  historyBanner: (seq: number, scenarios: number) =>
    `Stand nach Eintrag Nr. ${seq}${scenarios > 0 ? ` (nach Szenario ${scenarios})` : ' (vor dem ersten Szenario)'} – nur zum Ansehen, hier wird nichts geändert.`,
  historyBack: 'Zum aktuellen Stand',
  journalLater: 'später',

  // Files.
  exportCampaign: 'Exportieren',
  exportCampaignHint: 'Speichert die Kampagne mit Verlauf und Decks als JSON-Datei.',
  exportedAs: (file: string) => `Gespeichert als ${quoted(file)}.`,
  importCampaign: 'Kampagne importieren …',
  importCampaignHint: 'Eine mit „Exportieren“ gespeicherte JSON-Datei wählen oder hierher ziehen.',
  importCampaignDrop: 'Kampagnendatei hier ablegen',

  // Start: decks and card data.
  freeDecksTitle: 'Decks ohne Kampagne',
  freeDecksEmpty: 'Jedes gespeicherte Deck spielt in einer Kampagne.',
  freeDeckOpen: (name: string) => `${name} im Deckbuilder öffnen`,
  cardDataButton: 'Kartendaten …',
  cardDataTitle: 'Kartendaten',
  cardDataIntro:
    'Neue Kartendaten (ArkhamDB-Ordner, optional mit arkham-cards-data daneben) ersetzen die bisherigen erst, wenn der Import vollständig gelungen ist.',
  cardDataNone: 'Noch keine Kartendaten importiert.',
  cardDataSummary: (cards: number, investigators: number, packs: number) =>
    `${cards.toLocaleString('de-DE')} Karten · ${investigators} Ermittler · ${packs} Packs`,
  cardDataCampaigns: (count: number) => (count === 1 ? '1 Kampagnenvorlage' : `${count} Kampagnenvorlagen`),
  cardDataFrom: (source: string, date: string) => `aus ${quoted(source)}, importiert ${date}`,
  cardDataDone: 'Import abgeschlossen.',

  // Investigator actions.
  investigatorActions: (name: string) => `Aktionen für ${name}`,
  actionUpgrade: 'Deck verbessern',
  actionUpgradeHint: (xp: number) => `Öffnet das Deck im Deckbuilder mit ${xp} verfügbaren EP`,
  actionCorrect: 'Korrektur …',
  actionExile: 'Ins Exil schicken …',
  actionSupplies: 'Ausrüstung …',
  actionLeave: 'Verlassen …',
  exiledTitle: 'Im Exil',
  exilePending: (names: string) => `beim nächsten Verbessern kostenlos zu ersetzen: ${names}`,
  exilePendingAll: 'beim nächsten Verbessern kostenlos zu ersetzen',
  suppliesTitle: 'Ausrüstung',
  supplyUse: (name: string) => `−1: ${name} verbrauchen`,
  supplyCount: (name: string, count: number) => `${name} ×${count}`,
  supplyUsedUp: (name: string) => `${name} (verbraucht)`,

  correctTitle: (name: string) => `Korrektur: ${name}`,
  correctIntro: 'Korrekturen werden mit Begründung in den Verlauf geschrieben; nichts wird überschrieben.',
  correctXp: 'EP (±)',
  correctPhysical: 'Körperl. Trauma (±)',
  correctMental: 'Seel. Trauma (±)',
  correctReason: 'Begründung',
  correctReasonPlaceholder: 'z. B. Nebengeschichte gespielt',
  correctInvalid: 'Ganze Zahlen von −99 bis 99; mindestens eine Zahl ungleich 0 und eine Begründung.',
  correctSave: 'Eintragen',

  exileDialogTitle: (name: string) => `Karte ins Exil schicken: ${name}`,
  exileIntro:
    'Ins Exil geschickte Karten verlassen das Deck; beim nächsten „Deck verbessern“ dürfen sie kostenlos ersetzt werden.',
  exileSearch: 'Karte suchen …',
  exileChosen: 'Ins Exil zu schicken',
  exileNone: 'Noch keine Karte gewählt.',
  exileSave: 'Ins Exil schicken',

  suppliesDialogTitle: (name: string) => `Ausrüstung: ${name}`,
  suppliesSection: 'Abschnitt',
  suppliesCost: (cost: number) => (cost === 1 ? '1 Punkt' : `${cost} Punkte`),
  suppliesTotal: (cost: number) => `Zusammen: ${cost === 1 ? '1 Punkt' : `${cost} Punkte`}`,
  suppliesSave: 'Ausrüstung eintragen',
  suppliesHeld: (count: number) => `besitzt ${count}`,

  leaveTitle: (name: string) => `${name} verlässt die Kampagne`,
  leaveText: (name: string) =>
    `${name} spielt ab jetzt nicht mehr mit. EP, Trauma und Karten bleiben im Logbuch; ${name} kann später wieder beitreten.`,
  leaveSave: 'Verlassen',

  // Log sections.
  logSectionsEmpty: 'Diese Kampagne hat keine Abschnitte im Kampagnenlogbuch.',
  logEntriesEmpty: 'Noch nichts eingetragen.',
  logNewEntry: 'Neuer Eintrag',
  logNewEntryPlaceholder: 'Neuer Eintrag …',
  logRecord: 'Eintragen',
  logCrossOut: 'Durchstreichen',
  logCrossOutTitle: (entry: string) => `${quoted(entry)} durchstreichen`,
  logCount: 'Zähler',
  logCountSet: 'Setzen',
  logCountOf: (title: string) => `Zähler: ${title}`,
  logNamedCount: (name: string) => `Zähler ${quoted(name)}`,
  logSupplyList: 'Ausrüstung zur Auswahl',
  logSuppliesNone: 'Noch hat kein Ermittler Ausrüstung gewählt.',

  // Chaos bag.
  bagDraw: 'Marker ziehen',
  bagDrawAgain: 'Nochmal ziehen',
  bagDrawn: 'Gezogen',
  bagDrawHint: 'Gezogene Marker kommen sofort zurück in den Beutel.',
  bagDrawnBefore: 'Zuvor gezogen',
  bagEdit: 'Beutel bearbeiten …',
  bagEditTitle: 'Chaosbeutel bearbeiten',
  bagEditIntro: 'Jede Änderung wird als hinzugefügter oder entfernter Marker in den Verlauf geschrieben.',
  bagEditChanges: (added: number, removed: number) => `${added} hinzugefügt · ${removed} entfernt`,
  bagEditSave: 'Änderungen eintragen',

  // Notes and researched cards.
  notesTitle: 'Notizen',
  notesEmpty: 'Noch keine Notizen.',
  noteNew: 'Neue Notiz',
  noteAdd: 'Notiz hinzufügen',
  noteEntry: (seq: number) => `Nr. ${seq}`,
  researchedTitle: 'Erforscht',
  researchedIntro: 'Karten mit „Erforscht“ dürfen erst gekauft werden, wenn das Kampagnenlogbuch es sagt.',
  researchedEmpty: 'Noch keine Karte erforscht.',
  researchedSearch: 'Erforscht-Karte suchen …',
  researchedAdd: 'Als erforscht eintragen',
  rewardsTitle: 'Belohnungskarten',
  rewardsIntro: 'Belohnungskarten dürfen erst ins Deck, wenn die Kampagne sie freigeschaltet hat.',
  rewardsEmpty: 'Noch keine Belohnungskarte freigeschaltet.',
  rewardsSearch: 'Belohnungskarte suchen …',
  cardSearchNone: 'Keine passende Karte.',
  cardPick: (name: string) => `${name} wählen`,
  cardRemove: (name: string) => `${name} entfernen`,

  // "Szenario abschließen" step by step.
  stepLabels: {
    scenario: 'Szenario',
    xp: 'Erfahrung',
    trauma: 'Trauma',
    log: 'Logbuch',
    cards: 'Karten',
    tokens: 'Chaosbeutel',
    summary: 'Übersicht',
  } as Record<string, string>,
  stepOf: (n: number, total: number) => `Schritt ${n} von ${total}`,
  stepsLabel: 'Schritte',
  stepNext: 'Weiter',
  stepBack: 'Zurück',
  stepKeys: 'Eingabe: weiter · Esc: abbrechen',
  stepProblems: {
    scenario: 'Wähle ein Szenario oder gib seinen Namen ein.',
    resolution: 'Gib die Auflösung an.',
    numbers: 'EP und Trauma müssen ganze Zahlen sein (Trauma 0 bis 99, EP −99 bis 99).',
    tokens: 'So viele Marker dieser Art liegen nicht im Chaosbeutel.',
    investigators: 'Es spielt noch kein Ermittler mit. Füge zuerst Ermittler hinzu.',
  } as Record<string, string>,
  recordXpIntro:
    'Siegpunkte aus dem Siegpunktestapel, der Bonus der Auflösung und Sonstiges (Karteneffekte, Kosten einer Nebengeschichte).',
  recordTraumaIntro:
    'Trauma in Höhe der aufgedruckten Ausdauer tötet, in Höhe der geistigen Gesundheit macht wahnsinnig.',
  recordLogIntro: 'Was die Auflösung ins Kampagnenlogbuch schreibt: Einträge, Durchgestrichenes und Zähler.',
  recordLogSection: 'Abschnitt',
  recordLogKind: 'Art',
  recordLogKinds: { record: 'Eintragen', cross: 'Durchstreichen', count: 'Zähler setzen' } as Record<string, string>,
  recordLogText: 'Eintrag',
  recordLogOpen: 'Offener Eintrag',
  recordLogAdd: 'Hinzufügen',
  recordLogNone: 'Keine Änderungen am Kampagnenlogbuch.',
  recordCardsIntro:
    'Storyvorteile und Schwächen, die ein Ermittler erhält oder verliert, und Karten, die er ins Exil schickt.',
  recordCardsEarned: 'Erhält Storyvorteil',
  recordCardsWeakness: 'Erhält Schwäche',
  recordCardsRemoved: 'Verliert',
  recordCardsExiled: 'Ins Exil geschickt',
  recordCardsRemovedNone: 'nichts zu verlieren',
  recordTokensIntro: 'Marker, die die Auflösung in den Chaosbeutel legt oder aus ihm nimmt.',
  recordTokensAdded: 'Hinzufügen',
  recordTokensRemoved: 'Entfernen',
  recordSummaryIntro: 'So wird das Szenario eingetragen. „Eintragen“ schreibt alles auf einmal oder nichts.',
  recordSummaryExiled: (name: string, card: string, count: number) =>
    `${name} schickt ${copies(count)}${card} ins Exil`,

  // Log changes in words (summary and "Verlauf").
  entryLogChange: (change: string) => `Kampagnenlogbuch – ${change}`,
  logChangeRecord: (section: string, entry: string) => `${section}: ${quoted(entry)} eingetragen`,
  logChangeCross: (section: string, entry: string) => `${section}: ${quoted(entry)} durchgestrichen`,
  logChangeCount: (section: string, count: number) => `${section}: Zähler auf ${count}`,
  logChangeNamedCount: (section: string, name: string, count: number) => `${section}: ${quoted(name)} auf ${count}`,

  // Upgrading a campaign deck.
  upgradeBar: (name: string, campaign: string) => `${name} verbessert das Deck für die Kampagne ${quoted(campaign)}`,
  upgradeBarXp: (xp: number) => `${xp} EP verfügbar`,
  upgradeBarExiled: (names: string) => `Im Exil (kostenlos zu ersetzen): ${names}`,
  upgradeBarHint:
    '„In der Kampagne speichern“ (Strg+S) legt die neue Version an und schreibt die ausgegebenen EP in die Kampagne.',
  upgradeBarSave: 'In der Kampagne speichern',
  upgradeBarCancel: 'Abbrechen, zurück zur Kampagne',
  campaignOverBudget: (cost: number, available: number) =>
    `Die Änderungen kosten ${cost} EP, in der Kampagne sind ${available} EP verfügbar. Entferne Änderungen oder trage in der Kampagne eine EP-Korrektur ein.`,
  upgradeResult: (name: string, xp: number, available: number) =>
    `${name} hat das Deck verbessert: ${xp} EP ausgegeben, ${available} EP übrig.`,
  upgradeResultProblems: (count: number) =>
    count === 1
      ? 'Eine Kaufregel ist verletzt (gespeichert wurde trotzdem):'
      : `${count} Kaufregeln sind verletzt (gespeichert wurde trotzdem):`,

  signedXp: (xp: number) => `${signed(xp)} EP`,
};
