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
};
