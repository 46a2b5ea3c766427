import type { CardPool } from '../../../shared/cards/card-pool.ts';
import type { Card } from '../../../shared/cards/card-types.ts';
import type { CardWording } from '../../../shared/cards/card-wording.ts';
import { germanName } from '../../../shared/cards/german-names.ts';
import { type DeckEnvironment, environmentWording, parseEnvironment } from '../../../shared/rules/deck-environment.ts';
import { environmentCheck, environmentDrawPacks, packsOfPool } from '../../../shared/rules/environment-pool.ts';
import { packName } from '../../cards/card-labels.ts';
import { memoizeLast } from '../app/memoize-last.ts';
import type { AppState } from '../app-state.ts';

// Grimoire XII „Deckbau-Umgebungen“ in the deck editor: the open deck's environment (its
// campaign's, else its own, as decks.list reports it), the cards it allows, and what Limitiert picks from.

/** The open saved deck's row of "Meine Decks"; undefined for a draft never saved. */
function openedSummary(state: AppState) {
  const deckId = state.opened?.deckId;
  return deckId === undefined ? undefined : state.savedDecks.find((deck) => deck.id === deckId);
}

/** The environment's text form (its campaign's, else its own); undefined: none. */
export function selectDeckEnvironmentText(state: AppState): string | undefined {
  return openedSummary(state)?.environment;
}

/** Whether the environment is the deck's campaign's (then only the campaign sets it). */
export function selectEnvironmentOfCampaign(state: AppState): boolean {
  return openedSummary(state)?.environmentOfCampaign === true;
}

const parsed = memoizeLast((text: string | undefined): DeckEnvironment | undefined => {
  const result = text ? parseEnvironment(text) : undefined;
  return result?.ok ? result.environment : undefined;
});

/** The open deck's environment; undefined: none (Legacy). */
export function selectDeckEnvironment(state: AppState): DeckEnvironment | undefined {
  return parsed(openedSummary(state)?.environment);
}

/**
 * The wording of reprints the open deck shows (Grimoire „Legacy-Umgebung“, L2542): card detail,
 * deck lines, print view and exports. Kapitel 2 in Aktuell and Limitiert, the group's choice in
 * Legacy; Kapitel 2 without an open deck.
 */
export function selectDeckWording(state: AppState): CardWording {
  return environmentWording(selectDeckEnvironment(state));
}

const predicate = memoizeLast((pool: CardPool | undefined, environment: DeckEnvironment | undefined) => {
  if (!pool || !environment || environment.kind === 'legacy') return undefined;
  const allows = environmentCheck(pool, environment);
  return (card: Card) => allows(card);
});

/** Whether the open deck's environment allows a card ("nur Karten der Umgebung"). */
export function selectEnvironmentPredicate(state: AppState): ((card: Card) => boolean) | undefined {
  return predicate(state.cardPool, selectDeckEnvironment(state));
}

const expansionChoices = memoizeLast((pool: CardPool | undefined) => {
  if (!pool) return [];
  const cycles = new Map(pool.data.cycles.map((cycle) => [cycle.code, germanName(cycle)]));
  return packsOfPool(pool).expansions.map(({ codes }) => ({
    value: codes[0]!,
    label: cycles.get(codes[1] ?? '') ?? packName(pool.data.packs, codes[0]!) ?? codes[0]!,
  }));
});

/** The player-card expansions Limitiert picks from: the code stored, the German name shown. */
export function selectExpansionChoices(state: AppState): readonly { value: string; label: string }[] {
  return expansionChoices(state.cardPool);
}

const drawPacks = memoizeLast(
  (
    owned: readonly string[] | null | undefined,
    pool: CardPool | undefined,
    environment: DeckEnvironment | undefined,
  ) => (pool ? environmentDrawPacks(pool, environment, owned) : owned),
);

/**
 * The packs a random basic weakness is drawn from: the collection's (Grimoire „Sammlung“; null or
 * undefined: every pack), within the deck's environment („basic weaknesses of the allowed packs“).
 */
export function selectDrawPacks(state: AppState): readonly string[] | null | undefined {
  return drawPacks(state.ownedPacks, state.cardPool, selectDeckEnvironment(state));
}
