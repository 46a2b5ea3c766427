import type { Card } from './card-types.ts';

// What the card browser narrows by besides search, class, type and level: the printed cost, the
// traits, the slots, the skill icons and the packs a card is printed in. Read from the English
// fields only (architecture decision 3); German names are labels for the UI.

export const COST_BUCKETS = ['0', '1', '2', '3', '4', '5', '6+', 'X'] as const;
export type CostBucket = (typeof COST_BUCKETS)[number];

/** The browser's cost filter: the buckets, and `none` for cards that print no cost (skills, Permanent). */
export const COST_FILTERS = [...COST_BUCKETS, 'none'] as const;
export type CostFilter = (typeof COST_FILTERS)[number];

export const CARD_SLOTS = ['hand', 'arcane', 'accessory', 'body', 'ally', 'tarot', 'head'] as const;
export type CardSlot = (typeof CARD_SLOTS)[number];

export const SKILL_ICON_NAMES = ['willpower', 'intellect', 'combat', 'agility', 'wild'] as const;
export type SkillIconName = (typeof SKILL_ICON_NAMES)[number];

const SLOT_NAMES: Record<string, CardSlot> = {
  Hand: 'hand',
  Arcane: 'arcane',
  Accessory: 'accessory',
  Body: 'body',
  Ally: 'ally',
  Tarot: 'tarot',
  Head: 'head',
};

/** ArkhamDB writes "X" as -2; no cost (skills, Permanent cards) has no bucket. */
export function costBucketOf(card: Pick<Card, 'cost'>): CostBucket | undefined {
  const { cost } = card;
  if (cost === undefined || cost === null) return undefined;
  if (cost === -2) return 'X';
  return cost >= 6 ? '6+' : (String(cost) as CostBucket);
}

/** "Item. Weapon. Melee." as its traits. */
export function traitsOf(card: Pick<Card, 'traits'>): string[] {
  return (card.traits ?? '')
    .split('.')
    .map((trait) => trait.trim())
    .filter(Boolean);
}

/** Every slot a card takes, once: "Hand x2. Arcane" takes hand and arcane. */
export function slotsOf(slot: string | undefined): CardSlot[] {
  const names = (slot ?? '').split('.').map((name) => SLOT_NAMES[name.trim().replace(/ x2$/, '')]);
  return [...new Set(names.filter((name): name is CardSlot => Boolean(name)))];
}

/** The skill icons a card prints (its skill_* values above 0). */
export function skillIconsOf(card: Card): SkillIconName[] {
  return SKILL_ICON_NAMES.filter((skill) => ((card[`skill_${skill}`] as number | undefined) ?? 0) > 0);
}

export interface FacetFilter {
  costs?: readonly CostFilter[];
  /** English traits; a card with any of them matches. */
  traits?: readonly string[];
  slots?: readonly CardSlot[];
  skills?: readonly SkillIconName[];
  /** Pack codes; a card printed in any of them (reprints included) matches. */
  packs?: readonly string[];
}

/** No choice passes everything; the card's values are read only when a facet has a choice (search runs this per keystroke and card). */
const any = <T>(chosen: readonly T[] | undefined, values: () => readonly T[]) =>
  !chosen?.length || values().some((value) => chosen.includes(value));

/** Several values in one facet widen (or); facets narrow each other (and). */
export function matchesFacets(card: Card, filter: FacetFilter, packs: readonly string[] = [card.pack_code]): boolean {
  return (
    any(filter.costs, () => [costBucketOf(card) ?? 'none']) &&
    any(filter.traits, () => traitsOf(card)) &&
    any(filter.slots, () => slotsOf(card.slot)) &&
    any(filter.skills, () => skillIconsOf(card)) &&
    any(filter.packs, () => packs)
  );
}
