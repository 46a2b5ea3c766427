import type { CardPool } from '../cards/card-pool.ts';
import { upgradeCost } from '../rules/upgrade-cost.ts';
import type { UpgradeLine } from '../rules/upgrade-line.ts';
import { DeckChainError } from './deck-chain-error.ts';
import type { DeckJson } from './deck-json.ts';
import { type VersionFields, versionFields } from './version-fields.ts';

// ArkhamDB keeps the versions of a deck as separate decks linked by previous_deck/next_deck.
// Each holds `xp` (what it had to spend before its adjustment: the XP earned plus what the
// version before left, `xp − xp_spent`, as ArkhamDB's upgrade computes it), `xp_spent`,
// `xp_adjustment` and `exile_string` (the cards exiled since the version before).

const idOf = (value: DeckJson['id'] | DeckJson['previous_deck']) =>
  value === null || value === undefined ? undefined : String(value);

/** The decks in chain order, oldest first; refuses anything that is not exactly one chain. */
export function orderChain(decks: readonly DeckJson[]): DeckJson[] {
  if (decks.length === 0) throw new DeckChainError('deck_chain_invalid', { chainProblem: 'empty' });
  const byId = new Map<string, DeckJson>();
  for (const deck of decks) {
    const id = idOf(deck.id);
    if (!id) throw new DeckChainError('deck_chain_invalid', { chainProblem: 'id_missing' });
    if (byId.has(id)) throw new DeckChainError('deck_chain_invalid', { chainProblem: 'duplicate_id', chainDeck: id });
    byId.set(id, deck);
  }
  const investigators = [...new Set(decks.map((deck) => deck.investigator_code))];
  if (investigators.length > 1) throw new DeckChainError('deck_chain_mixed_investigators', { investigators });

  // Either side of a link may be missing (single decks exported); where both exist they must agree.
  const previousOf = new Map<string, string>();
  const link = (id: string, to: string | undefined, back: (other: DeckJson) => string | undefined) => {
    if (!to) return;
    const other = byId.get(to);
    const answer = other && back(other);
    if (!other || (answer !== undefined && answer !== id))
      throw new DeckChainError('deck_chain_broken_link', { chainDeck: id, link: to });
  };
  const follows = (id: string, previous: string) => {
    const known = previousOf.get(id);
    if (known !== undefined && known !== previous)
      throw new DeckChainError('deck_chain_fork', { chainDecks: [known, previous] });
    previousOf.set(id, previous);
  };
  for (const [id, deck] of byId) {
    const previous = idOf(deck.previous_deck);
    const next = idOf(deck.next_deck);
    link(id, previous, (other) => idOf(other.next_deck));
    link(id, next, (other) => idOf(other.previous_deck));
    if (previous) follows(id, previous);
    if (next) follows(next, id);
  }
  const nextOf = new Map<string, string>();
  for (const [id, previous] of previousOf) {
    if (nextOf.has(previous)) throw new DeckChainError('deck_chain_fork', { chainDecks: [nextOf.get(previous)!, id] });
    nextOf.set(previous, id);
  }
  const firsts = [...byId.keys()].filter((id) => !previousOf.has(id));
  if (firsts.length > 1) throw new DeckChainError('deck_chain_fork', { chainDecks: firsts });
  const order: string[] = firsts.length ? [firsts[0]!] : [];
  while (order.length && nextOf.has(order.at(-1)!)) order.push(nextOf.get(order.at(-1)!)!);
  if (order.length < byId.size)
    throw new DeckChainError('deck_chain_cycle', { chainDeck: [...byId.keys()].find((id) => !order.includes(id)) });
  return order.map((id) => byId.get(id)!);
}

/** One upgrade of a chain: what `upgradeCost` charges and what the chain recorded. */
export interface ChainStep {
  id: string;
  xp: number;
  /** The chain's `xp_spent`, null when it has none. */
  recorded: number | null;
  lines: UpgradeLine[];
}

/** Prices every version after the first against the one before (the upgrade engine). */
export function recostChain(chain: readonly DeckJson[], pool: CardPool): ChainStep[] {
  return chain.slice(1).map((next, i) => {
    const { xp, lines } = upgradeCost(chain[i]!, next, pool);
    return { id: idOf(next.id)!, xp, recorded: next.xp_spent ?? null, lines };
  });
}

/** A version's XP figures as deck versions keep them (core/services/deck-versions.ts). */
export interface VersionXp {
  xpGranted: number;
  xpCarried: number;
  xpAdjustment: number;
}

/** ArkhamDB's figures per version: carried = the previous `xp − xp_spent`, granted = the rest of `xp`. */
export function chainXp(chain: readonly DeckJson[]): VersionXp[] {
  return chain.map((deck, i) => {
    const before = chain[i - 1];
    const xpCarried = before ? (before.xp ?? 0) - (before.xp_spent ?? 0) : 0;
    return { xpCarried, xpGranted: (deck.xp ?? 0) - xpCarried, xpAdjustment: deck.xp_adjustment ?? 0 };
  });
}

/** The deck's cards, choices, notes and tags, without the chain's ids, links and XP (those belong to the version). */
export function deckContent(deck: DeckJson): DeckJson {
  const { investigator_code, slots, sideSlots, ignoreDeckLimitSlots, taboo_id, meta, description_md, tags } = deck;
  return {
    investigator_code,
    slots,
    sideSlots,
    ignoreDeckLimitSlots,
    taboo_id,
    meta,
    ...(description_md ? { description_md } : {}),
    ...(tags ? { tags } : {}),
  };
}

/** A stored version as `exportChain` needs it. */
export interface ChainVersion extends VersionXp {
  id: number;
  deck: DeckJson;
  xpSpent: number;
  exileString: string | null;
}

export type ArkhamDbChainDeck = DeckJson & VersionFields & { id: number; name: string; next_deck: number | null };

/** The versions (oldest first) as ArkhamDB decks again, linked both ways, `xp` as ArkhamDB counts it. */
export function exportChain(versions: readonly ChainVersion[], name: string): ArkhamDbChainDeck[] {
  return versions.map((version, i) => ({
    ...deckContent(version.deck),
    id: version.id,
    name,
    ...versionFields({ ...version, version: i + 1, previousId: versions[i - 1]?.id ?? null }),
    next_deck: versions[i + 1]?.id ?? null,
  }));
}
