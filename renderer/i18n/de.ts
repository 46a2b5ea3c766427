// Every German sentence of the renderer. Card data brings its own German names; error texts
// live in shared/i18n/de/app-errors.ts. A second language is another object of this type.

export const de = {
  appName: 'Arkham Logbuch',
  appTagline: 'Deckbuilder & Kampagnen-Logbuch',
  loading: 'Wird geladen …',
  themeLight: 'Hell',
  themeDark: 'Dunkel',
  themeToLight: 'Zum hellen Design wechseln',
  themeToDark: 'Zum dunklen Design wechseln',

  firstRunTitle: 'Willkommen im Arkham Logbuch',
  firstRunIntro:
    'Für den Kartenbrowser und den Deckbuilder werden die Kartendaten von ArkhamDB benötigt (der Ordner „arkhamdb-json-data“ mit packs.json, cycles.json und den Pack-Dateien). Sie werden einmal importiert und lokal gespeichert.',
  firstRunFolderLabel: 'Datenordner',
  firstRunFolderPlaceholder: '/pfad/zu/arkhamdb-json-data',
  firstRunChooseFolder: 'Ordner wählen …',
  firstRunChooseTitle: 'ArkhamDB-Datenordner wählen',
  firstRunImport: 'Importieren',
  firstRunHint: 'Die deutschen Kartentexte kommen aus dem Unterordner „translations/de“.',
  importTitle: 'Kartendaten werden importiert',
  importStarting: 'Import wird gestartet …',
  importCount: (done: number, total: number) => `${done} von ${total}`,

  searchLabel: 'Kartensuche',
  cardListLabel: 'Kartenliste',
  searchPlaceholder: 'Karten suchen …',
  searchHint: '„/“ oder Strg+F zum Suchen, ↑/↓ zum Wählen, Eingabe zum Öffnen',
  filterClass: 'Klasse',
  filterType: 'Typ',
  filterLevel: 'Stufe',
  filterReset: 'Filter zurücksetzen',
  cardCount: (count: number) => `${count.toLocaleString('de-DE')} ${count === 1 ? 'Karte' : 'Karten'}`,
  noCards: 'Keine Karte passt zu Suche und Filtern.',
  levelLabel: (level: number) => `Stufe ${level}`,
  costLabel: (cost: string) => `Kosten ${cost}`,

  detailEmpty: 'Wähle links eine Karte, um ihre Details zu sehen.',
  detailCost: 'Kosten',
  detailLevel: 'Stufe',
  detailTraits: 'Merkmale',
  detailSkills: 'Symbole',
  detailSkillValues: 'Fertigkeiten',
  detailHealth: 'Ausdauer',
  detailSanity: 'Geistige Gesundheit',
  detailSlot: 'Slot',
  detailPack: 'Erschienen in',
  detailBack: 'Rückseite',
  detailUnique: 'Einzigartig',
};

export type Messages = typeof de;
