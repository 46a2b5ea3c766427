// The German sentences of the deck tools (issue 6): more browser filters, the customization
// sheet, charts, the opening-hand odds, the export dialog and the upgrade rules. Spread into the
// catalogue in messages.ts.

const percent = (p: number) => `${(p * 100).toLocaleString('de-DE', { minimumFractionDigits: 1, maximumFractionDigits: 1 })} %`;

export const deDeckTools = {
  filterMore: 'Weitere Filter',
  filterMoreCount: (count: number) => (count ? `Weitere Filter (${count})` : 'Weitere Filter'),
  filterCost: 'Kosten',
  filterSkills: 'Symbole',
  filterSlot: 'Slot',
  filterTrait: 'Merkmal',
  filterTraitChoose: 'Merkmal wählen …',
  filterPack: 'Pack',
  filterPackChoose: 'Pack wählen …',
  filterRemove: (name: string) => `Filter „${name}“ entfernen`,
  costBucketTitle: (bucket: string) => (bucket === '6+' ? 'Kosten 6 oder mehr' : `Kosten ${bucket}`),
  skillNames: { willpower: 'Willenskraft', intellect: 'Intellekt', combat: 'Kampf', agility: 'Beweglichkeit', wild: 'Joker' } as Record<string, string>,
  percent,
};

export type DeckToolsMessages = typeof deDeckTools;
