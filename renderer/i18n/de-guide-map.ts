// The German sentences of The Scarlet Keys' map in the guide dialog (renderer/guide/scarlet-keys-map.tsx):
// where the group is, the time marked under „Verstrichene Zeit“, the places by their state, the keys.

export const deGuideMap = {
  guideMapTitle: 'Weltkarte',
  /** The map on a step other than the embark question: a section the group may open. */
  guideMapShow: 'Weltkarte, Zeit und Schlüssel ansehen',
  guideMapHere: (place: string) => `Aufenthaltsort: ${place}`,
  guideMapNowhere: 'Aufenthaltsort: noch keiner',
  guideMapTime: (passed: number, limit: number) => `Verstrichene Zeit: ${passed} von ${limit}`,
  /** A green-bordered place: the group stops there only to play a side story. */
  guideMapSide: (place: string) => `${place} (Nebengeschichten)`,
  guideMapTravel: (time: number) => `${time} Zeit`,
  guideMapOpen: 'Erreichbar (Reisezeit)',
  guideMapVisited: 'Schon angehalten',
  guideMapClosed: 'Noch gesperrt',
  guideMapNone: 'keine',
  /** The legend: each state has its own shape on the map, not only its own colour. */
  guideMapLegend: 'Zeichen der Karte',
  guideMapLegendHere: 'Aufenthaltsort (Doppelring)',
  guideMapLegendOpen: 'erreichbar (Kreis)',
  guideMapLegendChosen: 'gewähltes Ziel (gefüllter Kreis)',
  guideMapLegendVisited: 'schon angehalten (Haken)',
  guideMapLegendClosed: 'gesperrt (Kreuz)',
  guideMapLegendSide: 'grüner Rand: Nebengeschichten (Raute)',
  guideMapKeys: 'Schlüssel',
  guideMapNoKeys: 'Noch ist kein Schlüssel gebunden.',
  /** „a key may become bound to a single bearer“ (`$keys_rule`). */
  guideMapKeyInvestigators: (key: string) => `${key} – Träger: die Ermittler`,
  guideMapKeyEnemy: (key: string, enemy: string) => `${key} – Träger: ${enemy}`,
};
