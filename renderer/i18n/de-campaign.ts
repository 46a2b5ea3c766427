import { deShell } from '../../shared/i18n/de/shell.ts';
import { signed } from './signed-number.ts';

// The German sentences of the campaign screen, merged in messages.ts. Status and
// difficulty words follow the Kampagnenlogbuch of the German edition.

const quoted = (text: string) => `„${text}“`;
const list = (items: readonly string[]) => items.join(', ');

export const deCampaign = {
  navCampaigns: 'Kampagnen',
  campaignsTitle: 'Kampagnen',
  campaignListLabel: 'Kampagnenliste',
  campaignNew: 'Neue Kampagne',
  campaignsEmpty: 'Noch keine Kampagnen. Lege mit „Neue Kampagne“ die erste an.',
  campaignPick: 'Wähle links eine Kampagne oder lege eine neue an.',
  campaignLoading: 'Kampagne wird geladen …',
  errorDismiss: 'Meldung schließen',
  difficultyLabels: { easy: 'Einfach', standard: 'Normal', hard: 'Schwer', expert: 'Experte' } as Record<
    string,
    string
  >,
  difficultyNone: 'ohne Schwierigkeitsgrad',
  statusLabels: {
    active: 'aktiv',
    killed: 'getötet',
    insane: 'wahnsinnig',
    devoured: 'verschlungen',
    left: 'ausgestiegen',
  } as Record<string, string>,
  nextScenario: 'Nächstes Szenario',
  /** No next scenario: every one played, or (nothing played yet) a free campaign with an empty list. */
  nextScenarioNone: (played: number) => (played === 0 ? 'keins festgelegt' : 'keins (alle Szenarien gespielt)'),
  scenariosPlayed: (count: number) => (count === 1 ? '1 Szenario gespielt' : `${count} Szenarien gespielt`),
  lastActivity: (date: string) => `zuletzt ${date}`,
  investigatorPlayer: (name: string, player: string) => `${name} – ${player}`,
  noInvestigatorsYet: 'Noch keine Ermittler',

  createTitle: 'Neue Kampagne',
  campaignName: 'Name',
  campaignNamePlaceholder: 'z. B. Dienstagsrunde',
  campaignSource: 'Kampagne',
  campaignSourceFree: 'Frei (eigene Szenarien)',
  campaignSourceStandalone: 'Einzelszenario (Einzelspielmodus)',
  standaloneScenarioSelect: 'Szenario',
  definitionLinked: (name: string) => `${name} (verbunden: Kampagne A und B)`,
  definitionGroupCampaigns: 'Kampagnen',
  definitionGroupReturns: 'Rückkehr-Erweiterungen',
  definitionGroupFan: 'Fan-Kampagnen (inoffiziell)',
  definitionLoading: 'Kampagne wird geladen …',
  definitionScenarioList: (names: readonly string[]) =>
    `${names.length === 1 ? '1 Szenario' : `${names.length} Szenarien`}: ${names.join(' · ')}`,
  difficulty: 'Schwierigkeitsgrad',
  scenarioList: 'Szenarien (eins pro Zeile, in Spielreihenfolge)',
  // An instruction, not a list: a filled-in-looking example read as scenarios already entered.
  scenarioListPlaceholder: 'Je Zeile ein Szenario, z. B. „Im Nebel“',
  chaosBag: 'Chaosbeutel',
  chaosBagCount: (count: number) => (count === 1 ? '1 Marker' : `${count} Marker`),
  chaosBagEmpty: 'leer',
  tokenAdd: (name: string) => `${name} hinzufügen`,
  tokenRemove: (name: string) => `${name} entfernen`,
  create: 'Anlegen',

  joinTitle: 'Ermittler hinzufügen',
  playerName: 'Spieler',
  playerNamePlaceholder: 'Name der Spielerin oder des Spielers',
  joinInvestigator: 'Ermittler',
  joinSearch: 'Ermittler suchen …',
  joinPicked: (name: string) => `Gewählt: ${name}`,
  joinPickHint: 'Wähle einen Ermittler aus der Liste.',
  joinDeck: 'Deck (optional)',
  joinNoDeck: 'ohne Deck',
  joinReplaces: 'Ersetzt',
  joinReplacesNone: 'niemanden (neuer Platz)',
  joinReplacesName: (name: string, status: string) => `${name} – ${status}`,
  join: 'Hinzufügen',

  recordTitle: 'Szenario abschließen',
  recordScenario: 'Szenario',
  recordScenarioOther: 'Anderes Szenario …',
  recordScenarioName: 'Name des Szenarios',
  resolution: 'Auflösung',
  resolutionPlaceholder: 'z. B. Auflösung 1',
  resolutionSuggestions: ['Keine Auflösung', 'Auflösung 1', 'Auflösung 2', 'Auflösung 3', 'Auflösung 4'],
  recordInvestigator: 'Ermittler',
  recordVictory: 'Siegpunkte',
  recordBonus: 'Bonus',
  recordOther: 'Sonstiges',
  recordXpTotal: 'EP',
  recordPhysical: 'Körperl. Trauma',
  recordMental: 'Seel. Trauma',
  recordKilled: 'getötet',
  recordInsane: 'wahnsinnig',
  recordDevoured: 'verschlungen',
  campaignLost:
    'Kein Ermittler kann die Kampagne fortsetzen: Alle sind getötet, wahnsinnig oder verschlungen. Wählt neue Ermittler mit einem neuen Stufe-0-Deck („Ermittler hinzufügen“ anstelle der ausgeschiedenen); gibt es in eurer Sammlung keine weiteren Ermittler, habt ihr verloren und die Kampagne endet (Grimoire „Trauma, Tod und Wahnsinn“).',
  recordFieldOf: (field: string, name: string) => `${field}: ${name}`,
  recordWillDie: (status: string) => `wird ${status}`,
  recordTokens: 'Chaosmarker hinzufügen',
  recordNoInvestigators: 'Es spielt noch kein Ermittler mit. Füge zuerst Ermittler hinzu.',
  recordInvalid: 'EP und Trauma müssen ganze Zahlen sein (Trauma 0 bis 99, EP −99 bis 99).',
  record: 'Eintragen',

  xpTitle: 'Erfahrung',
  xpEarned: 'verdient',
  xpSpentShort: 'ausgegeben',
  xpAvailableShort: 'verfügbar',
  xpAdjusted: (xp: number) => `(davon ${signed(xp)} angepasst)`,
  traumaPhysical: 'Körperliches Trauma',
  traumaMental: 'Seelisches Trauma',
  traumaOf: (value: number, max: number) => `${value} / ${max}`,
  storyAssets: 'Storyvorteile',
  campaignWeaknesses: 'Schwächen',
  noneYet: '–',
  investigatorDeck: 'Deck',
  /** The deck and the version the journal has in force (at the state shown). */
  investigatorDeckVersion: (version: number) => `Version ${version}`,
  replacedBy: (name: string) => `ersetzt durch ${name}`,
  replaces: (name: string) => `ersetzt ${name}`,
  campaignInvestigators: 'Ermittler',

  journalTitle: 'Verlauf',
  journalEmpty: 'Noch keine Einträge.',
  journalEntry: (seq: number) => `Nr. ${seq}`,
  journalUndo: deShell.undo,
  journalRestore: 'Wiederherstellen',
  journalRestoreTitle: (seqs: readonly number[]) =>
    seqs.length === 1
      ? `Eintrag Nr. ${seqs[0]} wiederherstellen (hängt einen Eintrag an)`
      : `Einträge Nr. ${seqs.join(', ')} wiederherstellen (hängt einen Eintrag an)`,
  /** The button of a line that restored entries: pressing it takes them back out again. */
  journalUndoAgain: 'Wieder zurücknehmen',
  journalUndoAgainTitle: (seqs: readonly number[]) =>
    seqs.length === 1
      ? `Eintrag Nr. ${seqs[0]} wieder zurücknehmen (hängt einen Eintrag an)`
      : `Einträge Nr. ${seqs.join(', ')} wieder zurücknehmen (hängt einen Eintrag an)`,
  journalUndoTitle: (seq: number) => `Eintrag Nr. ${seq} rückgängig machen (hängt einen Rückgängig-Eintrag an)`,
  journalUndone: 'rückgängig gemacht',
  journalHint: 'Strg+Z macht den letzten Eintrag rückgängig. Nichts wird gelöscht.',

  // One sentence per journal event.
  entryCreated: (name: string, difficulty: string | undefined) =>
    `Kampagne ${quoted(name)} angelegt${difficulty ? ` (${difficulty})` : ''}`,
  entryJoined: (name: string, player: string, replaced: string | undefined) =>
    `${player} spielt ${name}${replaced ? ` und ersetzt ${replaced}` : ''}`,
  entryLeft: (name: string) => `${name} verlässt die Kampagne`,
  entryScenario: (scenario: string, resolution: string) => `${quoted(scenario)} abgeschlossen: ${resolution}`,
  entryScenarioInvestigator: (name: string, xp: number, parts: readonly string[]) =>
    `${name} ${signed(xp)} EP${parts.length ? `, ${list(parts)}` : ''}`,
  entryPhysical: (n: number) => `${n} körperliches Trauma`,
  entryMental: (n: number) => `${n} seelisches Trauma`,
  entryTokensAdded: (tokens: readonly string[]) => `Chaosbeutel: + ${list(tokens)}`,
  entryTokensRemoved: (tokens: readonly string[]) => `Chaosbeutel: ${list(tokens)} entfernt`,
  entryCardsEarned: (cards: readonly string[]) => `erhält ${list(cards)}`,
  entryWeaknessesEarned: (cards: readonly string[]) => `Schwäche ${list(cards)}`,
  entryCardsRemoved: (cards: readonly string[]) => `verliert ${list(cards)}`,
  entryXpAdjusted: (name: string, xp: number, reason: string) => `${name}: ${signed(xp)} EP (${reason})`,
  entryTraumaAdjusted: (name: string, physical: number, mental: number, reason: string) =>
    `${name}: körperliches Trauma ${signed(physical)}, seelisches Trauma ${signed(mental)} (${reason})`,
  entryCardsChanged: (name: string, parts: readonly string[]) => `${name}: ${list(parts)}`,
  entryExiled: (name: string, card: string, count: number) =>
    `${name} schickt ${count > 1 ? `${count}× ` : ''}${card} ins Exil`,
  entryResearched: (card: string) => `${card} ist erforscht`,
  entryRewardUnlocked: (card: string) => `Belohnungskarte ${card} freigeschaltet`,
  entryBearerChosen: (card: string, from: string, to: string) => `${to} wird Träger von ${card} (statt ${from})`,
  entryCustomization: (name: string, card: string, boxes: number) =>
    `${name}: ${card} individualisiert (${boxes} Kästchen)`,
  entrySupplies: (name: string, section: string, supplies: readonly string[]) =>
    `${name} wählt ${section}: ${list(supplies)}`,
  entrySupplyUsed: (name: string, supply: string, count: number) =>
    `${name} verbraucht ${count > 1 ? `${count}× ` : ''}${supply}`,
  entryTokenAdded: (token: string, count: number) => `Chaosbeutel: + ${count > 1 ? `${count}× ` : ''}${token}`,
  entryTokenRemoved: (token: string, count: number) => `Chaosbeutel: ${count > 1 ? `${count}× ` : ''}${token} entfernt`,
  entryLog: (count: number) => (count === 1 ? 'Kampagnenlogbuch: 1 Änderung' : `Kampagnenlogbuch: ${count} Änderungen`),
  entryNote: (text: string) => `Notiz: ${text}`,
  entryDeckUpgraded: (name: string, xp: number) => `${name} verbessert das Deck (${xp} EP ausgegeben)`,
  entryStandalone: (scenario: string, resolution: string) => `Einzelspielszenario ${quoted(scenario)}: ${resolution}`,
  entryUndo: (seq: number) => `Eintrag Nr. ${seq} rückgängig gemacht`,
  /** „Ab hier neu beantworten“: one undo taking back a guide answer and every later one. */
  entryRewind: (seqs: readonly number[]) =>
    `Ab Eintrag Nr. ${seqs[0]} neu beantworten: ${seqs.length} Leitfaden-Antworten zurückgenommen (Nr. ${seqs.join(', ')})`,
  entryGuideAnswer: (step: string, answer: string | undefined, changes: number) =>
    `Kampagnenleitfaden: ${step}${answer ? ` – ${answer}` : ''} (${changes} ${changes === 1 ? 'Änderung' : 'Änderungen'})`,
  /** Undoing an undo: says what comes back, not only which undo was taken back. */
  entryRedo: (restored: readonly number[], undo: number) =>
    restored.length === 1
      ? `Eintrag Nr. ${restored[0]} wiederhergestellt (Nr. ${undo} zurückgenommen)`
      : `Einträge Nr. ${restored.join(', ')} wiederhergestellt (Nr. ${undo} zurückgenommen)`,
  entryUnknown: (type: string) => `Eintrag „${type}“`,
};
