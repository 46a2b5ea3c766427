import type { TabooedCard } from '../cards/taboo.ts';
import type { DeckMeta } from '../decks/deck-json.ts';
import { type CardFacts, factsOf } from './card-facts.ts';
import { customizationsFor, customizationXp } from './customizations.ts';

// What a deck's cards are worth in XP, as if every one were bought from level 0
// (docs/command-line/decks.md, `deck validate`: "xp is the XP the deck's cards are worth").

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
function copyXp(f: CardFacts): number {
  // rules.json `Customizable`: the level comes from the checked boxes, paid through the sheet.
  return f.customizable ? 0 : f.purchaseCost;
}

/** Copies of a card whose XP is paid; Myriad copies after the first of a title and level are free. */
function paidCopies(f: CardFacts, copies: number, myriadPaid: Set<string>): number {
  if (!f.myriad) return copies;
  // Grimoire "Unzählig": up to 2 further copies (by title, same level) cost no XP.
  const key = `${f.name}|${f.xp ?? 0}`;
  if (myriadPaid.has(key)) return 0;
  myriadPaid.add(key);
  return 1;
}

function cardXp(card: TabooedCard | undefined, copies: number, meta: DeckMeta, myriadPaid: Set<string>): number {
  return card ? factsXp(card, factsOf(card), copies, meta, myriadPaid) : 0;
}

function factsXp(card: TabooedCard, f: CardFacts, copies: number, meta: DeckMeta, myriadPaid: Set<string>): number {
  // Weaknesses and signature cards are given, not bought; cards without a level cost nothing.
  if (f.weakness || f.signature) return 0;
  if (f.xp === undefined && !f.customizable) return 0;
  // rules.json `Customizable`: every copy shares one upgrade sheet, paid once.
  const sheet = f.customizable ? customizationXp(card, customizationsFor(meta, f.code)) : 0;
  return copyXp(f) * paidCopies(f, copies, myriadPaid) + sheet;
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

/**
 * deckXp(…).xp for cards already looked up, in slot order: `cards[i]` as printed (taboo applied,
 * before customization) with its facts `facts[i]`, in `entries[i].count` (> 0) copies.
 */
export function cardsXp(
  cards: readonly TabooedCard[],
  facts: readonly CardFacts[],
  entries: readonly { count: number }[],
  meta: DeckMeta,
): number {
  const myriadPaid = new Set<string>();
  let xp = 0;
  for (let i = 0; i < cards.length; i++) xp += factsXp(cards[i]!, facts[i]!, entries[i]!.count, meta, myriadPaid);
  return xp;
}
