// The German usage texts of the command line (`--help`, docs/command-line.md): the overview and
// the commands of the groups cards, deck and backup. The campaign commands' texts are in
// campaign-cli-help.ts.

export const deCliHelp = {
  title: 'Arkham Logbuch – Kommandozeile',
  usage: 'Aufruf: npm run --silent cli -- <befehl> [optionen]',
  groupUsage: (group: string) => `Aufruf: npm run --silent cli -- ${group} <befehl> [optionen]`,
  helpPerCommand: 'Hilfe zu einem Befehl: <befehl> --help (etwa deck validate --help, campaign --help)',
  cardData: [
    'Kartendaten: --data ORDNER (ArkhamDB-Datenordner direkt) oder --db DATEI; ohne beides die',
    'Datenbank der App (Ordner: ARKHAM_LOGBUCH_HOME).',
  ],
  cardsImport: `cards import --from ORDNER [--db DATEI] [--json]
  Importiert Karten, Packs, deutsche Texte und Tabulisten aus einem ArkhamDB-Datenordner
  in die Datenbank (ohne --db: die eigene Datenbank der App). Alles oder nichts: Schlägt
  der Import fehl, bleibt der bisherige Kartenbestand erhalten. Liegt arkham-cards-data
  daneben (im Ordner oder neben arkhamdb-json-data), werden auch die Kampagnenvorlagen
  importiert. Zeigt, was sich gegenüber dem bisherigen Bestand geändert hat und welche
  gespeicherten Decks dadurch nicht mehr regelkonform sind (sie werden nicht verändert).`,
  cardsUpdate: `cards update [--url ADRESSE] [--db DATEI] [--json]
  Lädt Karten, Packs, deutsche Texte und Tabulisten von der ArkhamDB-API (ohne --url:
  ARKHAMDB_URL, sonst https://arkhamdb.com; deutsch über de.arkhamdb.com) und ersetzt damit
  den Kartenbestand. Erst wenn alle Antworten da und geprüft sind, wird geschrieben; vorher
  wird automatisch gesichert. Zeigt, was sich geändert hat und welche gespeicherten Decks
  dadurch nicht mehr regelkonform sind (sie werden nicht verändert). Nur dieser Befehl geht
  ins Internet.`,
  cardsSearch: `cards search SUCHE [--data ORDNER | --db DATEI] [--class KLASSE]... [--type TYP]...
             [--level STUFE]... [--limit N] [--json]
  Sucht Spielerkarten nach deutschem oder englischem Namen (Groß-/Kleinschreibung egal,
  ä = ae, ß = ss). KLASSE und TYP deutsch oder englisch (Wächter/guardian, Vorteil/asset).`,
  deckValidate: `deck validate DATEI... [--standalone] [--unlocked CODE,...] [--environment UMGEBUNG]
             [--agreed-cards yes|no] [--all-investigators] [--variants ID,...]
             [--data ORDNER | --db DATEI]
  Prüft ArkhamDB-Deck-JSON-Dateien nach allen Deckbauregeln. Eine JSON-Zeile je Datei;
  Exit-Status 0 = alle gültig, 1 = ein Deck ungültig, 2 = eine Datei unlesbar.
  --standalone: Regeln des Einzelspielszenarios (EP-Grenze, zusätzliche Grundschwächen).
  --unlocked: vom Kampagnenlogbuch freigeschaltete „Erforscht“- und Belohnungskarten
    (Kampagnenkontext; --unlocked '' = Kampagne ohne freigeschaltete Karten). Ohne --unlocked
    ist eine „Erforscht“- oder Belohnungskarte eine Warnung, kein Problem.
  --environment: Deckbau-Umgebung des Grimoires: aktuell, legacy oder limitiert:PACK,PACK,PACK
    (3 Spielerkarten-Erweiterungen, etwa limitiert:dwl,ptc,tfa). Karten außerhalb sind ein
    Problem „environment“. Ohne --environment gilt keine Umgebung (wie legacy).
  --agreed-cards no: die Gruppe lässt parallele Ermittler, Promo- und Storyvorteilskarten nicht
    zu (ohne: erlaubt, „nach Belieben und nach Absprache in der Gruppe“).
  --all-investigators: Limitiert mit allen Ermittlern und allen ihren Signaturkarten.
  --variants: Ultimaten des Grimoires, die den Deckbau ändern (highlander, einfuehrung,
    strenglaeubigkeit, katastrophe); Verstöße sind Probleme „variant_…“.
  Jede Zeile hat „problems“ (Deck regelwidrig) und „warnings“ (gut zu wissen, Deck bleibt gültig).`,
  deckXp: `deck xp VORHER NACHHER [VORHER NACHHER]... [--unlocked CODE,...] [--data ORDNER | --db DATEI]
  Berechnet die Erfahrungspunkte, die der Schritt von VORHER zu NACHHER kostet (Verbesserungen,
  Außergewöhnlich, Unzählig, Individualisierung, Tabu, Exil, freie Stufe-0-Karten; Änderungen im
  Geisterdeck von ‖Jim Culver mit "deck":"extra"). Eine JSON-Zeile je Paar, mit "problems", wenn der Schritt Regeln des Verbesserns bricht (Erforscht, Schwächen und
  Pflichtkarten, Dauerhaft); Exit-Status 0, oder 2, wenn eine Datei unlesbar ist.
  --unlocked: vom Kampagnenlogbuch freigeschaltete „Erforscht“- und Belohnungskarten.`,
  deckExport: `deck export DATEI --format text|markdown|arkhamdb [--lang de|en] [--wording kapitel1|kapitel2]
             [--data ORDNER | --db DATEI]
  Schreibt die Deckliste auf die Standardausgabe: als Text oder Markdown (nach Kartentyp und
  Slot gruppiert, Kartennamen deutsch oder mit --lang en englisch) oder als ArkhamDB-Deck-JSON,
  das ArkhamDB und arkham.build wieder einlesen. Exit-Status 0, oder 2, wenn die Datei unlesbar
  ist oder unbekannte Karten enthält.
  --wording: Nachdrucke mit zwei Wortlauten („Wortlaut Kapitel 1“ oder „… 2“, sonst Kapitel 2).`,
  deckImport: `deck import DATEI... [--chain] [--name NAME]
  Importiert ArkhamDB- oder arkham.build-Deck-JSON in die Datenbank der App: je Datei ein Deck
  (eine Datei mit einer Liste verknüpfter Decks wird ein Deck mit Versionen); mit --chain bilden
  alle Dateien zusammen eine Deckkette. Eine JSON-Zeile je Deck mit der neuen Nummer und den
  Regelproblemen der neuesten Version (regelwidrige Decks werden importiert und markiert).
  Unlesbare Dateien, unbekannte Karten oder eine kaputte Kette: deutsche Meldung, Exit 2 –
  dann wird keine der Dateien importiert.`,
  backupCreate: `backup create [--out DATEI]
  Schreibt jetzt eine Sicherung der ganzen Datenbank (Karten, Decks mit allen Versionen,
  Kampagnen mit ihrem Logbuch, Einstellungen). Mit --out als eine Datei an diesen Ort (sie darf
  noch nicht existieren, Endung .sqlite), sonst in den Sicherungsordner.`,
  backupList: `backup list
  Alle Sicherungen, die neueste zuerst (auch die automatischen: täglich, vor Kartenimporten,
  vor Migrationen).`,
  backupRestore: `backup restore NAME | --file DATEI
  Stellt die Sicherung NAME (aus „backup list“) oder die Sicherungsdatei DATEI wieder her. Sie
  wird vorher geprüft (unbeschädigt, eine Datenbank von Arkham Logbuch, nicht neuer als diese
  App); der Stand davor wird als Sicherung „vor-wiederherstellung“ abgelegt, eine beschädigte
  Datenbank als „…-beschaedigt-…“.`,
};
