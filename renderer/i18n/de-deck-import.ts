// The German sentences of the deck import dialog. Spread into the catalogue in messages.ts.

const SOURCES: Record<string, string> = {
  arkhamdb: 'ArkhamDB-JSON',
  'arkham.build': 'arkham.build-Export',
  json: 'Deck-JSON',
  online: 'online von ArkhamDB',
};

export const deDeckImport = {
  importDeck: 'Deck importieren …',
  toolImport: 'Importieren …',
  importDeckHint:
    'Ein Deck aus ArkhamDB oder arkham.build übernehmen: JSON einfügen, Datei wählen oder hineinziehen, oder online laden',
  importTitle: 'Deck importieren',
  importIntro:
    'Füge ArkhamDB- oder arkham.build-JSON ein (ein Deck oder alle Versionen einer Deckkette), wähle eine Datei oder ziehe sie hierher.',
  importTextLabel: 'Deck-JSON',
  importTextPlaceholder: '{ "investigator_code": "01001", "slots": { … }, … }',
  importChooseFile: 'Datei wählen …',
  importFromFile: (name: string) => `Aus der Datei „${name}“`,
  importDeckDrop: 'Loslassen, um das Deck zu importieren',
  importOnlineTitle: 'Von ArkhamDB laden',
  importOnlineNeedsInternet: 'braucht Internet',
  importOnlineHint:
    'Adresse eines öffentlichen Decks oder einer Deckliste (arkhamdb.com/deck/view/… oder /decklist/view/…) oder nur die Nummer.',
  importUrlLabel: 'ArkhamDB-Adresse oder Nummer',
  importUrlPlaceholder: 'https://arkhamdb.com/deck/view/12345',
  importFetch: 'Online laden',
  importFetching: 'Wird geladen …',
  importFetched: (source: string) => `Geladen von ${source}`,
  importMoveReference: 'Das ist eine ArkhamDB-Adresse.',
  importMoveReferenceAction: 'Ins Online-Feld übernehmen',
  importNothing: 'Noch nichts zum Importieren: Füge ein Deck ein, wähle eine Datei oder lade eines online.',
  importRefused: 'So kann das Deck nicht importiert werden:',
  importPreviewTitle: 'Vorschau',
  importName: 'Name',
  importSource: (source: string) => SOURCES[source] ?? source,
  importCards: (deckSize: number, size: number, cards: number) =>
    `${deckSize} / ${size} Karten${cards !== deckSize ? ` (${cards} insgesamt)` : ''}`,
  importXp: (xp: number) => `${xp} EP in Karten`,
  importVersions: (count: number) => (count === 1 ? '1 Version' : `${count} Versionen (eine Deckkette)`),
  importTaboo: (id: number) => `Tabuliste ${id}`,
  importParallel: 'mit paralleler Seite',
  importInvalidNote: 'Das Deck wird trotzdem importiert und markiert; korrigiere es danach im Editor.',
  importSave: 'Importieren',
  importSaving: 'Wird importiert …',
  importCancel: 'Abbrechen',
};
