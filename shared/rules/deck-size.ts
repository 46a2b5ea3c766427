import type { Card, DeckOption } from '../cards/card-types.ts';
import { type CardFacts, factsOf } from './card-facts.ts';
import { selectedOption } from './deck-options.ts';
import type { InvestigatorContext } from './investigator-context.ts';
import { DECK_SIZE_CHANGES } from './special-cards.ts';

// Grimoire "Regeln für den Deckbau": exactly the deck size on the investigator's back; weaknesses,
// signature cards and scenario cards do not count; Grimoire "Dauerhaft": nor do Permanent cards.

/** Whether one copy of `card` counts toward the deck size. */
export function countsTowardSize(card: Card, required: ReadonlySet<string>): boolean {
  return factsCountTowardSize(factsOf(card), required);
}

/** countsTowardSize for the card's facts. */
export function factsCountTowardSize(f: CardFacts, required: ReadonlySet<string>): boolean {
  if (required.has(f.code) || (f.duplicateOf && required.has(f.duplicateOf))) return false;
  if (f.weakness || f.permanent || f.bondedTo) return false;
  if (f.restrictions?.includes('investigator:')) return false;
  return f.typeCode !== 'story' && f.typeCode !== 'investigator' && !f.scenarioCard;
}

/** The deck size the investigator's card and the player's choice give, before special cards. */
export function chosenDeckSize(ctx: InvestigatorContext): number {
  const size = ctx.requirements.size ?? 30;
  let choice: DeckOption | undefined;
  for (const o of ctx.options) {
    if (o.deck_size_select !== undefined) {
      choice = o;
      break;
    }
  }
  if (!choice) return size;
  const allowed = [choice.deck_size_select ?? []].flat().map(Number);
  const chosen = Number(ctx.meta.deck_size_selected);
  return allowed.includes(chosen) ? chosen : (allowed[0] ?? size);
}

const SIZE_CHANGES = Object.entries(DECK_SIZE_CHANGES);

/** The size this deck must have: the investigator's, its choices, and special cards in the deck. */
export function deckSizeFor(ctx: InvestigatorContext, counts: ReadonlyMap<string, number>): number {
  let size = chosenDeckSize(ctx);
  for (const option of ctx.options) {
    const sub = option.option_select ? selectedOption(option, ctx) : undefined;
    // ‖Wendy Adams: "choose both and gain +5 Deck Size" (the sub-option's size is a change).
    if (sub?.size !== undefined) size += sub.size;
  }
  for (const [code, change] of SIZE_CHANGES) size += change * (counts.get(code) ?? 0);
  return size;
}
