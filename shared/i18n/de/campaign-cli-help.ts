// The German usage texts of the `campaign …` commands of the command line (`--help`,
// docs/command-line.md), one per command.

export const deCampaignCliHelp = {
  guide: `campaign guide KAMPAGNE [--answer JSON | --answers DATEI]
  Der Kampagnenleitfaden: ohne Antwort der offene Schritt als eine JSON-Zeile (step, input, text,
  Wahlmöglichkeiten, Ermittler, Grenzen; am Ende {"done":true}). --answer beantwortet ihn,
  --answers eine JSON-Liste von Antworten der Reihe nach; jede nennt den Schritt („step“), den
  sie beantwortet. Alles oder nichts: eine falsche Antwort wird mit deutscher Meldung abgelehnt
  (Rückgabewert 1), nichts wird gespeichert. Antwortformen je Eingabeart: docs/command-line/guide.md.`,
  create: `campaign create --name NAME [--definition ID | --standalone SZENARIO]
                [--difficulty easy|standard|hard|expert] [--chaos-bag "+1,0,-1,…"] [--scenario ID=NAME]...
                [--environment UMGEBUNG] [--agreed-cards yes|no] [--all-investigators] [--own-pools]
                [--wording kapitel1|kapitel2] [--carry-over KAMPAGNE[:CODE,CODE…]]
                [--variants ID,ID…]
  Legt eine Kampagne an: aus einer importierten Vorlage (z. B. core, tfa, eoe; tde für Die
  Traumfresser mit beiden Hälften verbunden) mit Chaosbeutel des Schwierigkeitsgrads, oder frei
  mit eigenen Szenarien und Chaosbeutel. --standalone spielt ein einzelnes Szenario aus dem
  Ordner side der Kampagnendaten (z. B. curse_of_the_rougarou, read_or_die) nach den Regeln für
  Einzelspielszenarien: Decks bis 49 EP, zusätzliche zufällige Grundschwächen.
  --environment: Deckbau-Umgebung für alle Decks der Kampagne (aktuell, legacy oder
    limitiert:PACK,PACK,PACK); ein Deck außerhalb wird bei campaign join abgelehnt.
  --agreed-cards, --all-investigators: Absprachen wie bei deck validate.
  --own-pools (mit --environment limitiert, ohne Erweiterungen): jeder Ermittler baut in seiner
    eigenen Limitierten Umgebung; die Kampagne gibt ihren Decks keine Umgebung vor.
  --wording kapitel1: in Legacy die Kartentexte in der Version von Kapitel 1 (sonst Kapitel 2).
  --carry-over: Epischer Kampagnenmodus – die Ermittler der Kampagne KAMPAGNE (alle, die noch
    spielen, oder die genannten) treten mit Traumata, Storyvorteilen, Schwächen und ihrer
    Gesamt-Erfahrung bei; ihr Deck wird ohne Karten der Stufe 1–5 neu angelegt, die EP beginnen bei 0.
  --variants: Ultimaten und Gaben (Grimoire), z. B. highlander,scheitern,uralte; sie gelten für die
    ganze Kampagne (Chaosbeutel, Deckbau, EP, Logbuch; die übrigen nur am Tisch).`,
  list: `campaign list
  Alle Kampagnen mit Ermittlern, nächstem Szenario und letzter Änderung.`,
  join: `campaign join KAMPAGNE --player NAME --investigator CODE [--deck DATEI] [--replaces CODE]
  Ein Ermittler tritt bei (mit Deck aus einer ArkhamDB-Deckdatei); --replaces ersetzt einen
  getöteten, wahnsinnigen, verschlungenen oder ausgestiegenen Ermittler. Ein Startdeck darf nicht
  mehr EP wert sein, als der Ermittler hat (0 plus Bonus-Erfahrungspunkte), und keine Karten
  außerhalb der Deckbau-Umgebung der Kampagne enthalten; sonst Rückgabewert 1 und weder Deck
  noch Eintrag werden gespeichert.`,
  leave: `campaign leave KAMPAGNE --investigator CODE
  Ein Ermittler verlässt die Kampagne; seine Einträge bleiben, er kann wieder beitreten.`,
  record: `campaign record KAMPAGNE DATEI|-
  Trägt Einträge aus einer JSON-Datei ein: ein Eintrag {"type":"scenario_recorded","payload":{…}}
  oder eine Liste davon (alle oder keiner). Typen und Felder: docs/command-line/campaigns.md.`,
  undo: `campaign undo KAMPAGNE [NR] [--reason TEXT]
  Macht den Eintrag NR (ohne NR: den letzten) rückgängig, indem ein Rückgängig-Eintrag angehängt
  wird; nichts wird gelöscht. Ein Rückgängig-Eintrag kann selbst rückgängig gemacht werden.
  Ist NR eine Leitfaden-Antwort, heißt das „Ab hier neu beantworten“: derselbe eine Eintrag nimmt
  auch jede spätere Leitfaden-Antwort zurück (die Ausgabe nennt ihre Zahl in answersTakenBack);
  andere Einträge dazwischen bleiben, solange sie ohne diese Antworten noch passen.`,
  upgrade: `campaign upgrade KAMPAGNE --investigator CODE --deck DATEI
  „Deck verbessern“: die Deckdatei wird die nächste Version des Ermittlerdecks; sie darf die
  verfügbaren EP kosten, die Exilkarten seit der letzten Verbesserung sind eingerechnet. Verletzt
  sie eine Regel für den Erwerb (Zugriff, Deckgröße, Schwäche oder Pflichtkarte entfernt,
  Erforscht), wird sie abgelehnt (Rückgabewert 1), nichts wird gespeichert.`,
  show: `campaign show KAMPAGNE [--after NR | --after-scenario N] [--journal]
  Der Stand der Kampagne als JSON (EP, Traumata, Status, Storykarten, Exil, Ausrüstung, Chaosbeutel,
  Logbuch, erforschte Karten, Notizen); --after zeigt den Stand nach einem Eintrag, --after-scenario
  nach dem N-ten Szenario; --journal stattdessen alle Einträge.`,
  export: `campaign export KAMPAGNE [--out DATEI]
  Schreibt die Kampagne mit allen Einträgen und ihren Decks als JSON (auf die Standardausgabe
  oder in DATEI).`,
  import: `campaign import DATEI [--name NAME]
  Liest eine mit „campaign export“ geschriebene Datei als neue Kampagne ein, mit --name unter
  einem anderen Namen (etwa wenn es die Kampagne schon gibt); eine fehlerhafte Datei ändert nichts.`,
};
