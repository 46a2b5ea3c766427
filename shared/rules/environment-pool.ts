import type { CardPool } from '../cards/card-pool.ts';
import type { Card } from '../cards/card-types.ts';
import { isStoryCard } from '../cards/story-cards.ts';
import { type DeckEnvironment, formatEnvironment, formatEnvironmentPacks } from './deck-environment.ts';
import { type EnvironmentPacks, environmentPacks, expansionNamed, isAgreedPack } from './environment-packs.ts';

// Grimoire XII „Deckbau-Umgebungen“: the cards an environment allows, one Set per pool and
// environment, so that checking a deck is a lookup per card.

export type EnvironmentPackError =
  | { code: 'environment_pick_unknown'; packs: string[] }
  | { code: 'environment_pick_duplicate'; packs: string[] };

export interface EnvironmentPool {
  /** Original codes (reprints folded) of cards printed in an allowed pack. */
  allowed: ReadonlySet<string>;
  /** The packs the environment allows. */
  packs: readonly string[];
}

const packCache = new WeakMap<CardPool, EnvironmentPacks>();
const poolCache = new WeakMap<CardPool, Map<string, EnvironmentPool>>();

export function packsOfPool(pool: CardPool): EnvironmentPacks {
  let packs = packCache.get(pool);
  if (!packs) {
    packs = environmentPacks(pool.data.packs, pool.data.cards);
    packCache.set(pool, packs);
  }
  return packs;
}

/** Limitiert: picks that are no player-card expansion, or name one expansion twice. */
export function environmentPackError(pool: CardPool, environment: DeckEnvironment): EnvironmentPackError | undefined {
  if (environment.kind !== 'limitiert') return undefined;
  const packs = packsOfPool(pool);
  const picks = environment.packs ?? [];
  const unknown = picks.filter((code) => !expansionNamed(packs, code));
  if (unknown.length) return { code: 'environment_pick_unknown', packs: unknown };
  const seen = new Set<string>();
  const twice: string[] = [];
  for (const code of picks) {
    const first = expansionNamed(packs, code)!.codes[0]!;
    if (seen.has(first)) twice.push(code);
    seen.add(first);
  }
  return twice.length ? { code: 'environment_pick_duplicate', packs: twice } : undefined;
}

function allowedPacks(packs: EnvironmentPacks, environment: DeckEnvironment): string[] {
  if (environment.kind === 'aktuell') return [...packs.base, ...packs.deckbuilding, ...packs.investigator];
  const picked = (environment.packs ?? []).flatMap((code) => expansionNamed(packs, code)?.packs ?? []);
  return [...packs.base, ...picked];
}

/** The environment's cards; undefined for Legacy („Es gibt keinerlei Einschränkungen“). */
export function environmentPool(pool: CardPool, environment: DeckEnvironment): EnvironmentPool | undefined {
  if (environment.kind === 'legacy') return undefined;
  let byKey = poolCache.get(pool);
  if (!byKey) {
    byKey = new Map();
    poolCache.set(pool, byKey);
  }
  const key = formatEnvironmentPacks(environment);
  let entry = byKey.get(key);
  if (!entry) {
    const packs = allowedPacks(packsOfPool(pool), environment);
    const inPool = new Set(packs);
    const allowed = new Set<string>();
    // A card is in the pool if any of its printings is: a 2026 reprint makes the original legal.
    for (const card of pool.data.cards) if (inPool.has(card.pack_code)) allowed.add(card.duplicate_of ?? card.code);
    entry = { allowed, packs };
    byKey.set(key, entry);
  }
  return entry;
}

const REWARD = /(^|\n|\. )Reward\./;

/** „Belohnungskarten dürfen unabhängig von ihrem Erscheinungsdatum verwendet werden.“ */
export function isRewardCard(card: Card): boolean {
  return REWARD.test(card.text ?? '');
}

/**
 * Parallel investigators, promotional cards and story assets earned in scenarios: „Diese Karten
 * gehören zu keiner bestimmten Umgebung“, so the group's agreement decides.
 */
function isAgreedCard(packs: EnvironmentPacks, card: Card): boolean {
  return Boolean(card.alternate_of) || isStoryCard(card) || isAgreedPack(packs, card.pack_code);
}

/** A story weakness the campaign puts in a deck: nobody chooses it, so no environment refuses it. */
const isStoryWeakness = (card: Card) => isStoryCard(card) && card.subtype_code !== undefined;

/** Original codes no environment refuses (rewards, story weaknesses) and those the group agrees on. */
interface CardCategories {
  always: ReadonlySet<string>;
  agreed: ReadonlySet<string>;
}

const categoryCache = new WeakMap<CardPool, CardCategories>();

function categoriesOf(pool: CardPool): CardCategories {
  let categories = categoryCache.get(pool);
  if (!categories) {
    const packs = packsOfPool(pool);
    const always = new Set<string>();
    const agreed = new Set<string>();
    for (const card of pool.data.cards) {
      if (card.duplicate_of) continue;
      // Whether a card belongs to no environment is a fact of its original printing.
      if (isRewardCard(card) || isStoryWeakness(card)) always.add(card.code);
      else if (isAgreedCard(packs, card)) agreed.add(card.code);
    }
    categories = { always, agreed };
    categoryCache.set(pool, categories);
  }
  return categories;
}

/** Whether a card (any printing) is in the environment; the investigator's signatures for the variant. */
export type EnvironmentCheck = (card: Card, signatures?: ReadonlySet<string>) => boolean;

const checkCache = new WeakMap<CardPool, Map<string, EnvironmentCheck>>();

/**
 * The check for one environment, built once per pool and environment: the pool's cards, those no
 * environment refuses and (unless the group agreed otherwise) those the group may agree on, in one
 * Set, so that a card in the environment costs one lookup.
 */
export function environmentCheck(pool: CardPool, environment: DeckEnvironment): EnvironmentCheck {
  if (environment.kind === 'legacy') return () => true;
  let byKey = checkCache.get(pool);
  if (!byKey) {
    byKey = new Map();
    checkCache.set(pool, byKey);
  }
  const agreedAllowed = environment.agreedCards !== false;
  const allInvestigators = environment.allInvestigators === true;
  const key = formatEnvironment(environment);
  let check = byKey.get(key);
  if (!check) {
    const { always, agreed } = categoriesOf(pool);
    const allowed = new Set(environmentPool(pool, environment)!.allowed);
    for (const code of always) allowed.add(code);
    if (agreedAllowed) for (const code of agreed) allowed.add(code);
    check = (card, signatures) => {
      const code = card.duplicate_of ?? card.code;
      if (allowed.has(code)) return true;
      return allInvestigators && (card.type_code === 'investigator' || !!signatures?.has(code));
    };
    byKey.set(key, check);
  }
  return check;
}

/** Whether the environment allows the card. */
export function environmentAllows(pool: CardPool, environment: DeckEnvironment, card: Card): boolean {
  return environmentCheck(pool, environment)(card);
}

/**
 * The packs a random basic weakness is drawn from: the collection's (Grimoire „Sammlung“; null or
 * undefined: every pack) within the environment („basic weaknesses of the allowed packs“).
 */
export function environmentDrawPacks(
  pool: CardPool,
  environment: DeckEnvironment | undefined,
  owned: readonly string[] | null | undefined,
): readonly string[] | null | undefined {
  const allowed = environment ? environmentPool(pool, environment)?.packs : undefined;
  if (!allowed) return owned;
  return owned ? owned.filter((pack) => allowed.includes(pack)) : allowed;
}
