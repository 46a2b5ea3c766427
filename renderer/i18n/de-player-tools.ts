// The German sentences of the player's tools: deck notes and tags, the sample hand, the
// collection, the campaign's story cards at an upgrade and the optional card images. Spread into
// the catalogue in messages.ts.

/** "70 KB", "3,1 MB": below a megabyte in kilobytes (rounded up, so a small image is not "0 MB"). */
const sizeText = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.ceil(bytes / 1024).toLocaleString('de-DE')} KB`
    : `${(bytes / 1024 / 1024).toLocaleString('de-DE', { maximumFractionDigits: 1 })} MB`;

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
  sampleHandRest: (count: number) => `Noch ${count} Karten zum Ziehen (Schwächen mitgezählt)`,
  sampleHandEmpty: 'Das Deck hat keine Karten, die gemischt werden.',

  navCollection: 'Sammlung',
  collectionTitle: 'Meine Sammlung',
  collectionIntro:
    'Markiere die Packs, die du besitzt. Eine Karte gehört zur Sammlung, sobald ein markiertes Pack sie druckt – auch als Nachdruck (etwa im Grundspiel (Neuauflage) oder einer Ermittler-Erweiterung). Die zufällige Grundschwäche wird nur aus deinen Schwächen gezogen.',
  collectionAll: 'alles',
  collectionCoreOnly: 'nur Grundspiel',
  collectionNone: 'keine Sammlung (alle Karten zählen)',
  collectionUnset: 'Keine Sammlung festgelegt: Alle Karten zählen als vorhanden.',
  collectionCount: (packs: number, total: number) => `${packs} von ${total} Packs markiert`,
  collectionCycle: (name: string) => `Ganzer Zyklus: ${name}`,
  collectionSave: 'Sammlung speichern',
  collectionCancel: 'Abbrechen',
  collectionSaved: 'Sammlung gespeichert.',
  onlyOwned: 'nur meine Sammlung',
  onlyOwnedHint: 'Zeigt nur Karten aus den Packs, die in „Sammlung“ markiert sind.',
  outsideCollection: (names: string) => `Nicht in deiner Sammlung: ${names}`,
  outsideCollectionHint: 'Diese Karten druckt kein Pack, das du in „Sammlung“ markiert hast.',
  shortOfCopies: (cards: string) => `Mehr Exemplare als in deiner Sammlung: ${cards}`,
  shortOfCopiesCard: (name: string, inDeck: number, owned: number) => `${name} (${inDeck} im Deck, ${owned} vorhanden)`,
  shortOfCopiesHint: 'Gezählt nach den Packs in „Sammlung“, je Pack so viele Exemplare, wie es druckt, mal der Anzahl.',
  collectionPackCopies: (name: string) => `Anzahl: ${name}`,

  campaignCardsTitle: 'Aus der Kampagne ins Deck gelegt',
  campaignCardsIntro:
    'Storyvorteile und Schwächen, die die Kampagne diesem Ermittler gegeben hat, gehören in sein Deck und zählen nicht gegen die Deckgröße (Grimoire „… wird zum Träger von …“).',
  campaignCardInDeck: (copies: number) => (copies === 1 ? 'im Deck' : `${copies}× im Deck`),
  campaignCardOutsideSize: 'außerhalb der Deckgröße',
  campaignCardLeftOut: 'nicht im Deck',
  campaignCardDecline: 'nicht aufnehmen',
  campaignCardTake: 'aufnehmen',

  imagesTitle: 'Kartenbilder',
  imagesIntro:
    'Auf Wunsch lädt die App die Bilder der Karten, die du ansiehst, einmal von ArkhamDB und bewahrt sie auf diesem Rechner auf. Ohne diese Einstellung bleibt die App vollständig offline; der Kartentext steht immer da.',
  imagesEnable: 'Kartenbilder von ArkhamDB laden',
  imagesNeedsInternet: 'braucht Internet',
  imagesLimit: 'Höchstens',
  imagesLimitOption: (mb: number) => (mb >= 1000 ? `${mb / 1000} GB` : `${mb} MB`),
  imagesUsage: (files: number, bytes: number) =>
    `Im Zwischenspeicher: ${files === 1 ? '1 Bild' : `${files.toLocaleString('de-DE')} Bilder`}, ${sizeText(bytes)}`,
  imagesClear: 'Zwischenspeicher leeren',
  imageAlt: (name: string) => `Kartenbild: ${name}`,
  imageLoading: 'Bild wird geladen …',
  imageFailed: 'Kein Bild (keine Verbindung oder nicht bei ArkhamDB).',
};
