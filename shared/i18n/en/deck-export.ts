import type { ExportLabels } from '../../decks/export-labels.ts';

// English words of an exported deck list, as ArkhamDB names groups and slots.

export const ENGLISH_EXPORT_LABELS = {
  kinds: {
    asset: 'Assets',
    event: 'Events',
    skill: 'Skills',
    other: 'Other cards',
    permanent: 'Permanent',
    bonded: 'Bonded',
    weakness: 'Weaknesses',
  },
  slots: {
    hand: 'Hand',
    arcane: 'Arcane',
    accessory: 'Accessory',
    body: 'Body',
    ally: 'Ally',
    tarot: 'Tarot',
    head: 'Head',
    multi: 'Multiple slots',
    none: 'No slot',
  },
  sections: { side: 'Side deck', extra: 'Spirit deck' },
  skills: { willpower: 'Willpower', intellect: 'Intellect', combat: 'Combat', agility: 'Agility' },
  investigator: 'Investigator',
  parallel: { front: 'parallel front', back: 'parallel back', both: 'parallel front and back' },
  taboo: 'Taboo list',
  deckSize: 'Cards in deck',
  total: (count) => `${count} in total`,
  xp: 'Experience',
  customizations: 'Customizations',
  chosen: 'Chosen',
  chapter: (chapter) => `Chapter ${chapter}`,
  wording: (chapter) => `Chapter ${chapter} wording`,
} satisfies ExportLabels;
