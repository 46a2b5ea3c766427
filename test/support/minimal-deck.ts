import type { CardPool } from '../../shared/cards/card-pool.ts';
import type { Card } from '../../shared/cards/card-types.ts';
import type { DeckJson } from '../../shared/decks/deck-json.ts';
import { isWeakness, traitsOf } from '../../shared/rules/card-restrictions.ts';
import { accessPredicate, effectiveOptions } from '../../shared/rules/deck-access.ts';
import { investigatorContext } from '../../shared/rules/investigator-context.ts';
import { JOE_DIAMOND } from '../../shared/rules/special-cards.ts';
import { startingSlots } from '../../shared/rules/starting-deck.ts';
import { validateDeck } from '../../shared/rules/validate-deck.ts';

/** The first choice of every selection an investigator offers (class, option, deck size). */
export function defaultMeta(investigator: Card, parallelOf?: string): Record<string, string> {
  const meta: Record<string, string> = parallelOf
    ? { alternate_front: investigator.code, alternate_back: investigator.code }
    : {};
  for (const option of investigator.deck_options ?? []) {
    if (option.faction_select) meta[option.id ?? 'faction_selected'] = option.faction_select[0]!;
    if (option.option_select) meta.option_selected = option.option_select[0]!.id;
    if (option.deck_size_select) meta.deck_size_selected = [option.deck_size_select].flat()[0]!;
  }
  return meta;
}

export function deckJson(
  investigator_code: string,
  slots: Record<string, number>,
  meta: Record<string, string> = {},
): DeckJson {
  return {
    investigator_code,
    slots,
    sideSlots: {},
    ignoreDeckLimitSlots: {},
    taboo_id: null,
    meta: JSON.stringify(meta),
  };
}

const plain = (card: Card) =>
  !isWeakness(card) &&
  !card.permanent &&
  !card.restrictions &&
  !card.exceptional &&
  !card.bonded_to &&
  card.xp === 0 &&
  card.type_code !== 'investigator' &&
  !/Researched\./.test(card.text ?? '');

/** The problems that only more cards can cure: too few, or an `atleast` not yet reached. */
const curable = (problem: { code: string; deck?: string; details?: Record<string, unknown> }) =>
  problem.code === 'too_few_cards' ||
  (problem.code === 'deck_options_limit' && problem.details?.atleastMin !== undefined);

/**
 * A smallest legal deck (the property test): required cards, the random basic weakness
 * placeholder, a spirit deck where one is needed, classes an `atleast` asks for first, then
 * level-0 cards its options allow, two at a time, until the size is reached.
 */
export interface MinimalDeckOptions {
  /** Choices over the defaults (deck size, parallel sides, …). */
  meta?: Record<string, string>;
  /** Cards put in before filling (special cards under test). */
  extra?: Record<string, number>;
  /** Copies of each filler card (1 for decks that allow one copy per title). */
  copies?: number;
}

export function minimalDeck(pool: CardPool, investigator: Card, options: MinimalDeckOptions = {}): DeckJson {
  const parallelOf = investigator.alternate_of;
  const code = parallelOf ?? investigator.code;
  const meta = { ...defaultMeta(investigator, parallelOf), ...options.meta };
  const ctx = investigatorContext(pool.card(code)!, meta, pool.withTaboo(null), pool.byName);
  const slots: Record<string, number> = startingSlots(ctx, (c) => pool.card(c));
  Object.assign(slots, options.extra);
  if (ctx.sideRequirements.size !== undefined) {
    const side = accessPredicate(ctx, ctx.sideOptions);
    const spirits = pool.listedCards.filter((card) => plain(card) && side(card)).slice(0, ctx.sideRequirements.size);
    meta.extra_deck = [...ctx.sideRequirements.cards.map((a) => a[0]!), ...spirits.map((card) => card.code)].join(',');
  }
  const allowed = accessPredicate(ctx, effectiveOptions(ctx, new Set(), 0));
  const candidates = pool.listedCards.filter((card) => plain(card) && allowed(card));
  const wantedFirst = ctx.options.flatMap((o) =>
    o.atleast ? (o.faction ?? []).slice(0, o.atleast.factions ?? 1).map((f) => [f, o.atleast!.min] as const) : [],
  );
  // Joe Diamond needs 11 Insight events (shared/rules/text-requirements.ts).
  const insight =
    ctx.back.code === JOE_DIAMOND
      ? candidates.filter((c) => c.type_code === 'event' && traitsOf(c).includes('insight'))
      : [];
  const ordered = [
    ...insight,
    ...wantedFirst.flatMap(([faction, min]) =>
      candidates.filter((card) => card.faction_code === faction && !card.faction2_code).slice(0, Math.ceil(min / 2)),
    ),
    ...candidates,
  ];
  for (const card of ordered) {
    if (slots[card.code]) continue;
    const problems = validateDeck(deckJson(code, slots, meta), pool).problems;
    const missing = problems.find((p) => p.code === 'too_few_cards' && p.deck !== 'extra');
    if (!missing) break;
    const room = Number(missing.details!.size) - Number(missing.details!.count);
    slots[card.code] = Math.min(options.copies ?? 2, card.deck_limit ?? 2, room);
    const after = validateDeck(deckJson(code, slots, meta), pool).problems;
    if (after.filter((p) => !curable(p)).length > problems.filter((p) => !curable(p)).length) delete slots[card.code];
  }
  return deckJson(code, slots, meta);
}
