import { SKILL_LABELS } from '../../shared/i18n/de/labels.ts';
import { deShell } from '../../shared/i18n/de/shell.ts';

// The German sentences of "Daten & Sicherungen": card data status, folder import and
// online update with their change report, backups, and "Über Arkham Logbuch". Spread into the
// catalogue in messages.ts.

const quoted = (text: string) => `„${text}“`;
const count = (n: number, one: string, many: string) => `${n.toLocaleString('de-DE')} ${n === 1 ? one : many}`;

export const deData = {
  navData: 'Daten & Sicherungen',
  navAbout: 'Über',
  dataTitle: 'Daten & Sicherungen',

  dataCardsTitle: 'Kartendaten',
  dataStatusNone: 'Noch keine Kartendaten importiert.',
  /**
   * The pool's figures, each explained against the lists: hidden cards (promo and story-only printings)
   * are counted but not listed, and the investigator list shows parallel versions beside their original.
   */
  dataStatusCounts: (figures: {
    cards: number;
    hidden: number;
    investigators: number;
    parallel: number;
    packs: number;
    taboos: number;
  }) =>
    [
      `${count(figures.cards, 'Karte', 'Karten')}${figures.hidden > 0 ? ` (davon ${count(figures.hidden, 'ausgeblendet', 'ausgeblendet')}, in keiner Liste)` : ''}`,
      `${figures.investigators} Ermittler${figures.parallel > 0 ? ` (${figures.investigators - figures.parallel} + ${figures.parallel} parallele)` : ''}`,
      count(figures.packs, 'Pack', 'Packs'),
      count(figures.taboos, 'Tabuliste', 'Tabulisten'),
    ].join(' · '),
  dataStatusSource: 'Quelle',
  dataStatusDate: 'Stand',
  dataFromFolder: 'Aus Ordner importieren',
  dataFromFolderHint:
    'Ein ArkhamDB-Datenordner (arkhamdb-json-data, optional mit arkham-cards-data daneben). Die bisherigen Karten bleiben, bis der Import vollständig gelungen ist.',
  dataOnlineTitle: 'Online aktualisieren (ArkhamDB)',
  dataOnlineNeedsInternet: 'Braucht eine Internetverbindung',
  dataOnlineHint:
    'Lädt alle Karten, Packs und Tabulisten von ArkhamDB (etwa 15 MB). Sonst geht die App nie online. Der Ordnerimport ist etwas genauer: Die Online-Daten kennen manche Einschränkungen nur vereinfacht.',
  dataOnlineButton: 'Online aktualisieren (ArkhamDB)',
  dataUpdateRunning: 'Es läuft bereits ein Import.',
  dataImportDone: 'Import abgeschlossen.',
  dataUpdateDone: 'Online-Aktualisierung abgeschlossen.',

  reportTitle: 'Was sich geändert hat',
  reportFirst: 'Erster Import: Alle Karten, Packs und Tabulisten sind neu.',
  reportNothing: 'Keine Änderungen an Karten, Packs oder Tabulisten.',
  reportAddedPacks: 'Neue Packs',
  reportRemovedPacks: 'Entfernte Packs',
  reportAddedCards: 'Neue Karten',
  reportChangedCards: 'Geänderte Karten',
  reportRemovedCards: 'Entfernte Karten',
  reportTabooLists: 'Tabulisten',
  reportTabooAdded: (code: string, date: string) => `Neu: ${code} (gültig ab ${date})`,
  reportTabooChanged: (code: string, date: string) => `Geändert: ${code} (gültig ab ${date})`,
  reportMore: (n: number) => `… und ${n.toLocaleString('de-DE')} weitere`,
  reportBackup: (name: string) => `Der Stand davor ist als Sicherung ${quoted(name)} aufgehoben.`,
  illegalTitle: 'Jetzt ungültige Decks',
  illegalNone: 'Alle gespeicherten Decks, die vorher regelkonform waren, sind es weiterhin.',
  illegalHint:
    'Diese Decks waren vor dem Update regelkonform. Sie wurden nicht verändert; öffne sie, um sie anzupassen.',
  illegalOpen: (name: string) => `Deck ${quoted(name)} öffnen`,
  deckIllegalSinceUpdate: 'seit dem Update ungültig',

  backupsTitle: 'Sicherungen',
  backupsIntro:
    'Eine Sicherung enthält alles: Karten, Decks mit allen Versionen, Kampagnen mit ihrem Logbuch und die Einstellungen.',
  backupNow: 'Jetzt sichern',
  backupExport: 'Sicherung exportieren …',
  backupImport: 'Aus Datei wiederherstellen …',
  backupExportTitle: 'Sicherung exportieren',
  backupImportTitle: 'Sicherung zum Wiederherstellen wählen',
  backupFileFilter: 'Sicherung von Arkham Logbuch',
  backupsEmpty:
    'Noch keine Sicherungen: Eine leere Datenbank wird nicht gesichert, darum legt der erste Kartenimport keine an. Ab jetzt sichert die App einmal am Tag beim Start und vor jedem weiteren Kartenimport – oder sofort mit „Jetzt sichern“.',
  backupsListLabel: 'Sicherungen, neueste zuerst',
  backupRestore: 'Wiederherstellen',
  backupRestoreLabel: (date: string) => `Sicherung vom ${date} wiederherstellen`,
  backupReasons: {
    manuell: 'manuell',
    automatisch: 'täglich',
    'vor-migration': 'vor Migration',
    'vor-kartenimport': 'vor Kartenimport',
    'vor-wiederherstellung': 'vor Wiederherstellung',
  } as Record<string, string>,
  backupSize: (bytes: number) =>
    bytes < 1024 * 1024
      ? `${Math.max(1, Math.round(bytes / 1024))} KB`
      : `${(bytes / 1024 / 1024).toLocaleString('de-DE', { maximumFractionDigits: 1 })} MB`,
  confirmRestoreTitle: (what: string) => `${what} wiederherstellen?`,
  confirmRestoreBackup: (date: string) => `Sicherung vom ${date}`,
  confirmRestoreFile: (name: string) => `Datei ${quoted(name)}`,
  confirmRestoreText:
    'Decks, Kampagnen und Karten werden durch den Stand der Sicherung ersetzt. Der aktuelle Stand wird vorher als Sicherung „vor Wiederherstellung“ aufgehoben, du kannst also zurück.',
  confirmRestore: 'Ja, wiederherstellen',
  backupCreated: (date: string) => `Gesichert am ${date}.`,
  backupExported: (file: string) => `Exportiert nach ${quoted(file)}.`,
  backupDownloaded: (file: string) => `Heruntergeladen als ${quoted(file)}.`,
  backupRestored: (what: string, safety: string) =>
    `${what} wiederhergestellt. Der Stand davor ist als Sicherung ${quoted(safety)} aufgehoben.`,
  backupWorking: 'Einen Moment …',

  aboutTitle: deShell.about,
  aboutVersion: (version: string) => `Version ${version}`,
  aboutText: 'Kampagnen-Logbuch und Deckbuilder für Arkham Horror: Das Kartenspiel, auf Deutsch und offline.',
  aboutDataTitle: 'Daten',

  /** The card fields a change report lists, by their stored name (`de.<field>`: the German texts). */
  fieldLabels: {
    name: 'Name (englisch)',
    subname: 'Untertitel',
    text: 'Regeltext (englisch)',
    traits: 'Merkmale (englisch)',
    slot: 'Slot (englisch)',
    cost: 'Kosten',
    xp: 'Erfahrung',
    deck_limit: 'Deckbegrenzung',
    quantity: 'Anzahl im Pack',
    position: 'Nummer im Pack',
    pack_code: 'Pack',
    faction_code: 'Klasse',
    faction2_code: 'zweite Klasse',
    faction3_code: 'dritte Klasse',
    type_code: 'Typ',
    subtype_code: 'Untertyp',
    health: 'Ausdauer',
    sanity: 'Geistige Gesundheit',
    skill_willpower: SKILL_LABELS.willpower,
    skill_intellect: SKILL_LABELS.intellect,
    skill_combat: SKILL_LABELS.combat,
    skill_agility: SKILL_LABELS.agility,
    skill_wild: 'Joker-Symbole',
    is_unique: 'Einzigartig',
    permanent: 'Dauerhaft',
    exceptional: 'Außergewöhnlich',
    myriad: 'Unzählig',
    deck_options: 'Deckbau-Optionen',
    deck_requirements: 'Deckbau-Voraussetzungen',
    side_deck_options: 'Optionen des Nebendecks',
    side_deck_requirements: 'Voraussetzungen des Nebendecks',
    restrictions: 'Einschränkungen',
    bonded_to: 'Gebunden an',
    bonded_count: 'Anzahl gebundener Karten',
    customization_options: 'Individualisierung',
    errata_date: 'Errata',
    hidden: 'Versteckt',
    duplicate_of: 'Nachdruck von',
    alternate_of: 'Parallelversion von',
    back_link: 'Rückseite',
    illustrator: 'Illustration',
    tags: 'Schlagwörter',
    'de.name': 'Name',
    'de.subname': 'Untertitel',
    'de.text': 'Kartentext',
    'de.traits': 'Merkmale',
    'de.slot': 'Slot',
    'de.flavor': 'Flavortext',
    'de.back_name': 'Name der Rückseite',
    'de.back_text': 'Text der Rückseite',
    'de.back_flavor': 'Flavortext der Rückseite',
    'de.customization_text': 'Individualisierungsbogen',
    'de.customization_change': 'Änderungen des Individualisierungsbogens',
  } as Readonly<Record<string, string>>,
};
