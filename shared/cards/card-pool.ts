import type { CardPoolData } from './build-pool.ts';
import { isPlayerCard } from './build-pool.ts';
import type { Card, Pack, TabooList } from './card-types.ts';
import { type TabooedCard, tabooView } from './taboo.ts';

/** Read-only lookups over an imported card pool. */
export interface CardPool {
  readonly data: CardPoolData;
  card(code: string): Card | undefined;
  /** Distinct player cards (reprints folded into their original), hidden ones included. */
  readonly playerCards: readonly Card[];
  /** What a card browser lists: distinct player cards that are not hidden. */
  readonly listedCards: readonly Card[];
  /** Investigators a player may choose (not hidden), regular and parallel. */
  readonly investigators: readonly Card[];
  /** Cards sharing a title, in every printing; copy limits count by this. */
  byName(name: string): readonly Card[];
  /** Cards bonded to `card`: their `bonded_to` holds its name, not its code. */
  bondedTo(card: Card): readonly Card[];
  /** The packs a card is printed in: its own, then its reprints' (Revised Core Set, starter decks). */
  packsOf(card: Card): readonly string[];
  /** The reprints folded into `card` (`duplicate_of`); a modified reprint is not among them. */
  reprintsOf(card: Card): readonly Card[];
  /** The pack of that code, if the data lists it. */
  pack(code: string): Pack | undefined;
  tabooList(id: number | null | undefined): TabooList | undefined;
  /** The pool as a deck under taboo list `tabooId` sees it. */
  withTaboo(tabooId: number | null | undefined): (code: string) => TabooedCard | undefined;
}

export function createCardPool(data: CardPoolData): CardPool {
  const byCode = new Map(data.cards.map((card) => [card.code, card]));
  const playerCards = data.cards.filter((card) => isPlayerCard(card) && !card.duplicate_of);
  const names = groupBy(data.cards.filter(isPlayerCard), (card) => card.name);
  const bonded = groupBy(playerCards, (card) => card.bonded_to);
  const taboos = new Map(data.taboos.map((list) => [list.id, list]));
  const reprints = groupBy(data.cards, (card) => card.duplicate_of);
  const lookup = (code: string) => byCode.get(code);
  const views = new Map<number, (code: string) => TabooedCard | undefined>();
  const packs = new Map(data.packs.map((pack) => [pack.code, pack]));

  return {
    data,
    card: lookup,
    playerCards,
    listedCards: playerCards.filter((card) => !card.hidden),
    investigators: playerCards.filter((card) => card.type_code === 'investigator' && !card.hidden),
    byName: (name) => names.get(name) ?? [],
    bondedTo: (card) => bonded.get(card.name) ?? [],
    packsOf: (card) => [
      ...new Set([card.pack_code, ...(reprints.get(card.code) ?? []).map((reprint) => reprint.pack_code)]),
    ],
    reprintsOf: (card) => reprints.get(card.code) ?? [],
    pack: (code) => packs.get(code),
    tabooList: (id) => (id == null ? undefined : taboos.get(id)),
    withTaboo(tabooId) {
      const list = tabooId == null ? undefined : taboos.get(tabooId);
      if (!list) return lookup;
      let view = views.get(list.id);
      if (!view) {
        view = tabooView(lookup, list);
        views.set(list.id, view);
      }
      return view;
    },
  };
}

function groupBy(cards: readonly Card[], key: (card: Card) => string | undefined): Map<string, Card[]> {
  const groups = new Map<string, Card[]>();
  for (const card of cards) {
    const value = key(card);
    if (value === undefined) continue;
    const list = groups.get(value);
    if (list) list.push(card);
    else groups.set(value, [card]);
  }
  return groups;
}
