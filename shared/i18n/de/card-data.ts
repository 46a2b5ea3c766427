// The German reasons and labels of the card data services: why a card image, an ArkhamDB answer
// or a shipped card pool was refused, the layout a data folder misses, unknown codes in a call,
// and the names an imported deck chain gets.

export const deCardData = {
  imageTooLarge: 'zu groß',
  imageNotAnImage: 'kein Bild',
  imageNotFound: 'nicht gefunden',
  imageAddress: 'Adresse',
  answerTooLarge: 'Antwort zu groß',
  answerNotJson: (reason: string) => `kein JSON: ${reason}`,
  notOurPool: (where: string, issue: string) => `kein Kartenbestand von Arkham Logbuch: ${where} ${issue}`.trim(),
  shippedSource: (source: string, builtOn: string) => `${source} (mitgeliefert, Stand ${builtOn})`,
  /** A pack file of the data folder, as the missing layout names it. */
  packFilePattern: (packFolder: string) => `${packFolder}<zyklus>/<pack>.json`,
  unknownCard: (code: string) => `unbekannte Karte: ${code}`,
  unknownPacks: (codes: readonly string[]) => `unbekannte Packs: ${codes.join(', ')}`,
  importedAdjustment: 'aus ArkhamDB übernommen',
  importedDeckName: 'Importiertes Deck',
};
