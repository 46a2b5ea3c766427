// The German sentences of the deck tools (issue 6): more browser filters, the customization
// sheet, charts, the opening-hand odds, the export dialog and the upgrade rules. Spread into the
// catalogue in messages.ts.

const percent = (p: number) => `${(p * 100).toLocaleString('de-DE', { minimumFractionDigits: 1, maximumFractionDigits: 1 })} %`;

const CHOICE_PLACEHOLDERS: Record<string, string> = {
  choose_card: 'Karte benennen …',
  choose_trait: 'Merkmal wählen …',
  choose_skill: 'Fertigkeit wählen …',
  remove_slot: 'Slot wählen …',
};

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

  customizeCard: (name: string) => `„${name}“ individualisieren`,
  customizeTitle: (name: string) => `${name} individualisieren`,
  customizeIntro: 'Jedes Kästchen kostet 1 EP. Eine Verbesserung gilt, sobald alle ihre Kästchen angekreuzt sind; die Stufe der Karte ist die Hälfte der angekreuzten Kästchen, aufgerundet.',
  customizeSummary: (xp: number, level: number) => `${xp} EP angekreuzt · Stufe ${level}`,
  customizeBox: (box: number, boxes: number, option: string) => `${option}: Kästchen ${box} von ${boxes}`,
  choicePlaceholder: (kind: string) => CHOICE_PLACEHOLDERS[kind] ?? 'Wählen …',
  choiceLabel: (kind: string, n: number, of: number) => `${CHOICE_PLACEHOLDERS[kind] ?? 'Wahl'}${of > 1 ? ` (${n} von ${of})` : ''}`,
};

export type DeckToolsMessages = typeof deDeckTools;
