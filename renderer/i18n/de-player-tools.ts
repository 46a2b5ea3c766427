// The German sentences of the player's tools: deck notes and tags, the sample hand, the
// collection, the campaign's story cards at an upgrade and the optional card images. Spread into
// the catalogue in messages.ts.

export const dePlayerTools = {
  toolNotes: 'Notizen',
  toolNotesHint: 'Notizen (Markdown) und Schlagwörter des Decks bearbeiten',
  deckNotesTitle: 'Notizen und Schlagwörter',
  notesLabel: 'Notizen (Markdown)',
  notesHelp: '# Überschrift, **fett**, *kursiv*, - Liste, 1. Aufzählung, > Zitat, `Code`, [Text](Adresse)',
  notesPreview: 'Vorschau',
  deckNotesEmpty: 'Noch keine Notizen.',
  tagsLabel: 'Schlagwörter',
  tagsHelp: 'durch Leerzeichen oder Komma getrennt, z. B. „solo kampf“',
  deckNotesShow: 'Notizen',
  deckTagsLabel: 'Schlagwörter des Decks',
  myDecksTagFilter: 'Nach Schlagwort filtern',
  myDecksTagAll: 'alle',
  myDecksTagEmpty: (tag: string) => `Kein Deck trägt das Schlagwort „${tag}“.`,

  sampleHandTitle: 'Beispielhand',
  sampleHandDraw: 'Starthand ziehen',
  sampleHandRedraw: 'Neu mischen und ziehen',
  sampleHandIntro:
    'Zieht 5 Karten aus dem gemischten Deck, wie bei der Vorbereitung. Karten anklicken, die beim Mulligan zurückgehen sollen.',
  sampleHandMulligan: (count: number) =>
    count === 0
      ? 'Mulligan: erst Karten wählen'
      : `Mulligan: ${count === 1 ? '1 Karte' : `${count} Karten`} neu ziehen`,
  sampleHandMulliganDone: 'Mulligan genommen – die beiseitegelegten Karten sind zurück ins Deck gemischt.',
  sampleHandSetAside: (names: string) => `Beiseitegelegt und ersetzt (Schwäche): ${names}`,
  sampleHandMarked: 'geht zurück',
  sampleHandRest: (count: number) => `${count} Karten im Deck`,
  sampleHandEmpty: 'Das Deck hat keine Karten, die gemischt werden.',
};
