import type { ExportLabels } from '../../decks/export-labels.ts';
import { SKILL_LABELS } from './labels.ts';

// German words of an exported deck list; slot names as the German cards print them.

export const GERMAN_EXPORT_LABELS = {
  kinds: {
    asset: 'Vorteile',
    event: 'Ereignisse',
    skill: 'Fertigkeiten',
    other: 'Weitere Karten',
    permanent: 'Dauerhaft',
    bonded: 'Gebunden',
    weakness: 'Schwächen',
  },
  slots: {
    hand: 'Hand',
    arcane: 'Arkan',
    accessory: 'Zubehör',
    body: 'Körper',
    ally: 'Verbündeter',
    tarot: 'Tarot',
    head: 'Kopf',
    multi: 'Mehrere Slots',
    none: 'Ohne Slot',
  },
  sections: { side: 'Nebendeck', extra: 'Geisterdeck' },
  skills: SKILL_LABELS,
  investigator: 'Ermittler',
  parallel: { front: 'parallele Vorderseite', back: 'parallele Rückseite', both: 'parallele Vorder- und Rückseite' },
  taboo: 'Tabuliste',
  deckSize: 'Karten im Deck',
  total: (count) => `insgesamt ${count}`,
  // What the cards are worth, not what an upgrade cost ("ausgegeben"): the deck header and print view say the same.
  xp: 'Kartenwert (EP)',
  customizations: 'Individualisierung',
  chosen: 'Gewählt',
  chapter: (chapter) => `Kapitel ${chapter}`,
  wording: (chapter) => `Wortlaut Kapitel ${chapter}`,
} satisfies ExportLabels;
