import type { Card } from '../cards/card-types.ts';

// Cards whose keyword line says "Purchase at deck creation." or "Purchase only at deck creation."
// (German „Kann nur beim Deckbau erworben werden.“): Forced Learning 08031, The Great Work 11068a,
// Ascetic 11095, Collector 12181, … They enter a deck when it is built, never by an upgrade.

const AT_CREATION = /(?:^|\n|\. )Purchase (?:only )?at deck creation\./;

/** Whether the card may be bought only when the deck is built (its own text). */
export function isPurchasedAtCreation(card: Pick<Card, 'text'>): boolean {
  const text = card.text;
  return !!text && text.includes('at deck creation.') && AT_CREATION.test(text);
}
