// The German sentences of the command line (docs/command-line.md): usage mistakes, the lines of
// `cards search`, the campaign commands' messages and the card import report. The `--help` texts
// are in cli-help.ts and campaign-cli-help.ts; domain errors come from app-errors.ts, deck
// problems from deck-problems.ts and the pool changes from pool-diff.ts — the same catalogues the
// renderer uses.

const quoted = (text: string) => `„${text}“`;
const possible = (option: string, values: readonly string[]) => `Möglich: ${option}${values.join(', ')}.`;

export const deCli = {
  whichCommand: (group: string) => `Welcher Befehl von ${quoted(group)}?`,
  unknownCommand: (command: string) => `Unbekannter Befehl ${quoted(command)}.`,
  unknownOption: (option: string) =>
    `Unbekannte oder unvollständige Option ${option}. Hilfe: npm run --silent cli -- --help`,
  oneDeckFile: 'Bitte gib genau eine Deck-Datei an.',
  someDeckFiles: 'Bitte gib mindestens eine Deck-Datei an.',
  deckFilePairs: 'Bitte gib Deck-Dateien paarweise an: VORHER NACHHER.',
  dataFolderMissing: 'Bitte gib mit --from den ArkhamDB-Datenordner an.',
  formatUnknown: (format: string, formats: readonly string[]) =>
    `${format ? `Unbekanntes Format ${quoted(format)}` : 'Das Format fehlt'}. ${possible('--format ', formats)}`,
  langUnknown: (lang: string, langs: readonly string[]) =>
    `Unbekannte Sprache ${quoted(lang)}. ${possible('--lang ', langs)}`,
  valueUnknown: (what: string, value: string, labels: readonly string[]) =>
    `Unbekannte ${what} ${quoted(value)}. ${possible('', labels)}`,
  levelInvalid: (level: string) => `Stufe ${quoted(level)} ist keine Zahl von 0 bis 5.`,
  limitInvalid: '--limit braucht eine ganze Zahl ab 1.',
  nameNeedsOneFile: '--name geht nur mit einer Datei oder mit --chain.',
  backupNameOrFile: 'Bitte gib entweder den Namen einer Sicherung (siehe „backup list“) oder --file DATEI an.',
  fileUnreadable: (file: string) => `Die Datei ${quoted(file)} kann nicht gelesen werden.`,
  nothingImported: 'Es wurde nichts importiert.',
  fileNotJson: (file: string, reason: string) => `Die Datei ${quoted(file)} ist kein gültiges JSON (${reason}).`,
  fileNotDeck: (file: string, field: string, what: string) =>
    `Die Datei ${quoted(file)} ist kein ArkhamDB-Deck: ${quoted(field)} ${what}.`,
  fieldNegative: 'darf nicht negativ sein',
  fieldWrongType: 'hat den falschen Typ oder fehlt',
  fieldInvalid: 'ist ungültig',
  inFile: (file: string, message: string) => `${quoted(file)}: ${message}`,
  unknownCardCodes: (file: string, codes: readonly string[]) =>
    `Unbekannte Kartennummer(n) in ${quoted(file)}: ${codes.join(', ')}. Sind die Kartendaten aktuell?`,
  // `cards search`: the words of its options' mistakes and of its lines.
  searchClass: 'Klasse',
  searchType: 'Kartentyp',
  searchLevel: (xp: number) => ` · Stufe ${xp}`,
  noCardsFound: 'Keine Karten gefunden.',
  // The `campaign …` commands.
  campaignNumber: 'Bitte gib die Nummer der Kampagne an (siehe „campaign list“).',
  optionMissing: (option: string) => `Die Option --${option} fehlt.`,
  fileArgument: 'DATEI',
  secondFileArgument: 'DATEI (zweites Argument)',
  difficultyUnknown: (difficulty: string) =>
    `Unbekannter Schwierigkeitsgrad ${quoted(difficulty)} (easy, standard, hard, expert).`,
  chaosTokenUnknown: (token: string) => `Unbekannter Chaosmarker ${quoted(token)}.`,
  standaloneWithDefinition:
    '--standalone und --definition schließen einander aus: ein Einzelspielszenario hat keine Kampagnenvorlage.',
  carryOverInvestigators: (text: string) =>
    `--carry-over erwartet KAMPAGNE oder KAMPAGNE:CODE,CODE…, nicht ${quoted(text)}.`,
  variantUnknown: (id: string, ids: readonly string[]) =>
    `Unbekanntes Ultimatum oder unbekannte Gabe ${quoted(id)} (${ids.join(', ')}).`,
  carryOverStandalone:
    '--carry-over und --standalone schließen einander aus: ein Einzelspielszenario ist keine Kampagne.',
  scenarioOption: (entry: string) => `--scenario erwartet ID=NAME, nicht ${quoted(entry)}.`,
  seqInvalid: (text: string) => `${quoted(text)} ist keine Eintragsnummer.`,
  scenarioNotPlayed: (nth: number, played: number) => `Die Kampagne hat kein ${nth}. Szenario (gespielt: ${played}).`,
  // `campaign guide`: where its answers come from.
  answerOrAnswers: 'Bitte nur --answer oder --answers angeben.',
  answerOption: 'Die Antwort (--answer)',
  theFile: (file: string) => `Die Datei ${quoted(file)}`,
  notJson: (what: string, reason: string) => `${what} ist kein gültiges JSON (${reason}).`,
  answersNotList: (file: string) => `Die Datei ${quoted(file)} muss eine JSON-Liste von Antworten enthalten.`,
  // The report of `cards import` and `cards update`.
  importDone: 'Import abgeschlossen',
  updateDone: 'Aktualisierung abgeschlossen',
  reportCards: (cards: number, playerCards: number) =>
    `${cards} Karten, davon ${playerCards} verschiedene Spielerkarten`,
  reportInvestigators: (investigators: number, parallel: number) =>
    `${investigators} wählbare Ermittler (${parallel} parallele)`,
  reportPacks: (packs: number, tabooLists: number) => `${packs} Packs, ${tabooLists} Tabulisten`,
  reportCampaigns: (campaigns: number) => `${campaigns} Kampagnenvorlagen`,
  reportChanges: 'Änderungen gegenüber dem bisherigen Kartenbestand:',
  reportIllegalDecks: (count: number) =>
    `Durch die neuen Daten nicht mehr regelkonform (${count}; die Decks wurden nicht verändert):`,
  reportIllegalDeck: (name: string, deckId: number, problems: readonly string[]) =>
    `${name} (Deck ${deckId}): ${problems.join('; ')}`,
  reportBackup: (backup: string) => `Sicherung vorher: ${backup}`,
  flagValue: (flag: string, value: string, allowed: readonly string[]) =>
    `Unbekannter Wert ${quoted(value)} für ${flag}. ${possible('', allowed)}`,
  switchWithoutEnvironment:
    'Absprachen zur Deckbau-Umgebung (--agreed-cards, --all-investigators, --own-pools) gelten nur mit --environment.',
  switchNotForEnvironment: (flag: string, kind: string) =>
    `${flag} gilt nicht für die Deckbau-Umgebung ${quoted(kind)}: --agreed-cards für aktuell und limitiert, --all-investigators und --own-pools für limitiert, --wording für legacy.`,
  ownPoolsForCampaign:
    '„own-pools“ (jeder Ermittler in seiner eigenen Limitierten Umgebung) ist eine Absprache der Kampagne; ein Deck nennt seine eigenen 3 Erweiterungen.',
};
