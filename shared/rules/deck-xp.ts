import type { TabooedCard } from '../cards/taboo.ts';
import type { DeckMeta } from '../decks/deck-json.ts';
import { isSignatureCard, isWeakness } from './card-restrictions.ts';
import { purchaseCost } from './card-xp-cost.ts';
import { customizationsFor, customizationXp } from './customizations.ts';

// What a deck's cards are worth in XP, as if every one were bought from level 0
// (cli-contract.md, `deck validate`: "xp is the XP the deck's cards are worth").

export interface DeckXpLine {
  code: string;
  copies: number;
  xp: number;
}

export interface DeckXp {
  xp: number;
  /** One line per card in `slots`, in slot order. */
  cards: DeckXpLine[];
}

/** XP of one copy bought from level 0; customizable cards are paid through their sheet instead. */
function copyXp(card: TabooedCard): number {
  // rules.json `Customizable`: the level comes from the checked boxes, paid through the sheet.
  return card.customization_options ? 0 : purchaseCost(card);
}

/** Copies of a card whose XP is paid; Myriad copies after the first of a title and level are free. */
function paidCopies(card: TabooedCard, copies: number, myriadPaid: Set<string>): number {
  if (!card.myriad) return copies;
  // Grimoire "Unzählig": up to 2 further copies (by title, same level) cost no XP.
  const key = `${card.name}|${card.xp ?? 0}`;
  if (myriadPaid.has(key)) return 0;
  myriadPaid.add(key);
  return 1;
}

function cardXp(card: TabooedCard | undefined, copies: number, meta: DeckMeta, myriadPaid: Set<string>): number {
  // Weaknesses and signature cards are given, not bought; cards without a level cost nothing.
  if (!card || isWeakness(card) || isSignatureCard(card)) return 0;
  if (card.xp === undefined && !card.customization_options) return 0;
  // rules.json `Customizable`: every copy shares one upgrade sheet, paid once.
  const sheet = card.customization_options ? customizationXp(card, customizationsFor(meta, card.code)) : 0;
  return copyXp(card) * paidCopies(card, copies, myriadPaid) + sheet;
}

/** The XP the deck's cards are worth, with the line per card. */
export function deckXp(
  slots: Readonly<Record<string, number>>,
  lookup: (code: string) => TabooedCard | undefined,
  meta: DeckMeta,
): DeckXp {
  const myriadPaid = new Set<string>();
  const cards: DeckXpLine[] = [];
  for (const [code, copies] of Object.entries(slots)) {
    if (copies <= 0) continue;
    cards.push({ code, copies, xp: cardXp(lookup(code), copies, meta, myriadPaid) });
  }
  return { xp: cards.reduce((sum, line) => sum + line.xp, 0), cards };
}
