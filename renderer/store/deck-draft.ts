import type { CardPool } from '../../shared/cards/card-pool.ts';
import type { DeckJson } from '../../shared/decks/deck-json.ts';
import { investigatorContext, type InvestigatorContext } from '../../shared/rules/investigator-context.ts';
import { requirementGroups } from '../../shared/rules/signature-requirements.ts';
import { MANDY_THOMPSON, OCCULT_EVIDENCE, RANDOM_BASIC_WEAKNESS } from '../../shared/rules/special-cards.ts';
import { basicWeaknessPool, drawBasicWeakness } from '../../shared/rules/weakness-draw.ts';
import { seededRandom } from '../../shared/rules/seeded-random.ts';
import type { DeckDraft } from './deck-types.ts';

// Pure steps of the deck editor: the draft as ArkhamDB deck JSON, a new deck's starting cards,
// and the random basic weakness draw. The rules themselves stay in shared/rules.

export function deckJsonOf(draft: DeckDraft): DeckJson {
  return {
    investigator_code: draft.investigatorCode,
    name: draft.name,
    slots: { ...draft.slots },
    sideSlots: {},
    ignoreDeckLimitSlots: {},
    taboo_id: draft.tabooId,
    meta: JSON.stringify(draft.meta),
  };
}

export function draftContext(pool: CardPool, draft: DeckDraft): InvestigatorContext | undefined {
  const lookup = pool.withTaboo(draft.tabooId);
  const card = lookup(draft.investigatorCode);
  return card ? investigatorContext(card, draft.meta, lookup, pool.byName) : undefined;
}

/** Required signature cards (the first set of each group) and one placeholder per random weakness. */
export function startingSlots(pool: CardPool, ctx: InvestigatorContext): Record<string, number> {
  const slots: Record<string, number> = {};
  for (const sets of requirementGroups(ctx)) {
    for (const code of sets[0] ?? []) {
      const card = pool.card(code);
      // Mandy Thompson: Occult Evidence 1/2/3 copies at deck size 30/40/50.
      const mandy = code === OCCULT_EVIDENCE && ctx.back.code === MANDY_THOMPSON;
      slots[code] = mandy ? Math.max(1, (Number(ctx.meta.deck_size_selected ?? 30) - 20) / 10) : (card?.quantity ?? 1);
    }
  }
  const random = ctx.requirements.random.length;
  if (random) slots[RANDOM_BASIC_WEAKNESS] = random;
  return slots;
}

/** The slots after one placeholder became a drawn weakness; undefined when nothing can be drawn. */
export function slotsWithDrawnWeakness(pool: CardPool, draft: DeckDraft, seed: number): Record<string, number> | undefined {
  const placeholders = draft.slots[RANDOM_BASIC_WEAKNESS] ?? 0;
  const ctx = draftContext(pool, draft);
  if (!placeholders || !ctx) return undefined;
  const excluded = Object.entries(draft.slots).flatMap(([code, count]) => Array.from({ length: count }, () => code));
  const candidates = basicWeaknessPool(pool, { excluded, mode: 'campaign', players: 1, investigator: ctx.front });
  const drawn = drawBasicWeakness(candidates, seededRandom(seed));
  if (!drawn) return undefined;
  const slots = { ...draft.slots, [drawn.code]: (draft.slots[drawn.code] ?? 0) + 1 };
  if (placeholders > 1) slots[RANDOM_BASIC_WEAKNESS] = placeholders - 1;
  else delete slots[RANDOM_BASIC_WEAKNESS];
  return slots;
}
