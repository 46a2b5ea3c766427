import type { CardPool } from '../../../shared/cards/card-pool.ts';
import type { Card } from '../../../shared/cards/card-types.ts';
import { isRewardCard } from '../../../shared/cards/reward-cards.ts';
import { foldForSearch } from '../../../shared/cards/search.ts';
import { isStoryCard } from '../../../shared/cards/story-cards.ts';
import { memoizeLast } from '../app/memoize-last.ts';

// Which cards the campaign screen offers where a card is chosen, and the search over them.

const isWeaknessCard = (card: Card) => card.subtype_code === 'weakness' || card.subtype_code === 'basicweakness';
/** The printing that counts: reprints fold into their original. */
const distinct = (cards: readonly Card[]) => cards.filter((card) => !card.duplicate_of);

/** Grimoire „Erforscht“: cards whose English text carries the keyword (game logic reads the English fields). */
export const researchableCards = memoizeLast((pool: CardPool | undefined): readonly Card[] =>
  (pool?.playerCards ?? []).filter((card) => /\bResearched\./.test(card.text ?? '')),
);

/** Grimoire „Belohnungskarten“: the reward cards a campaign may unlock (Collector 12181). */
export const rewardCards = memoizeLast((pool: CardPool | undefined): readonly Card[] =>
  (pool?.playerCards ?? []).filter(isRewardCard),
);

/** Story assets: player-class cards from an encounter set (Lita Chantler), no reward cards; no deck is built from them. */
export const storyCards = memoizeLast((pool: CardPool | undefined): readonly Card[] =>
  distinct(pool?.data.cards ?? []).filter((card) => isStoryCard(card) && !isWeaknessCard(card)),
);

/** Weaknesses a campaign may hand out: story weaknesses of encounter sets and the basic ones. */
export const weaknessCards = memoizeLast((pool: CardPool | undefined): readonly Card[] =>
  distinct(pool?.data.cards ?? []).filter((card) => isWeaknessCard(card) && card.type_code !== 'investigator'),
);

/** Cards that may be exiled: any player card but weaknesses, those that mention exile first. */
export const exileCards = memoizeLast((pool: CardPool | undefined): readonly Card[] => {
  const cards = (pool?.playerCards ?? []).filter((card) => !isWeaknessCard(card) && card.type_code !== 'investigator');
  const exiles = (card: Card) => /\bexile/i.test(card.text ?? '');
  return [...cards.filter(exiles), ...cards.filter((card) => !exiles(card))];
});

const searchTexts = new WeakMap<Card, string>();
function searchTextOf(card: Card): string {
  let text = searchTexts.get(card);
  if (text === undefined) {
    text = ` ${foldForSearch([card.de?.name, card.name, card.de?.subname, card.subname, card.code].filter(Boolean).join(' '))}`;
    searchTexts.set(card, text);
  }
  return text;
}

/** Cards whose German or English name or code contain every word typed (from a word start), in list order. */
export function matchCards(
  cards: readonly Card[],
  query: string,
  limit: number,
  excluded: ReadonlySet<string> = new Set(),
): Card[] {
  const words = foldForSearch(query).split(' ').filter(Boolean);
  const found: Card[] = [];
  for (const card of cards) {
    if (found.length >= limit) break;
    if (excluded.has(card.code)) continue;
    const text = searchTextOf(card);
    if (words.every((word) => text.includes(` ${word}`))) found.push(card);
  }
  return found;
}
