import type { Card } from '../../cards/card-types.ts';
import { isRaw } from '../raw-guide.ts';
import type { Prompt } from '../types.ts';

// A card_choice asks for cards by a query of the data (input.schema.json `query`: the scenario's
// encounter cards with a trait, unique ones, …) instead of a list. The screen needs the cards
// themselves to offer them, so the main process, which holds the whole card pool, lists them.

type CardQuery = NonNullable<Prompt['cardQuery']>[number];

const traitsOf = (card: Card) =>
  (card.traits ?? '')
    .split('.')
    .map((trait) => trait.trim().toLowerCase())
    .filter(Boolean);

function matches(card: Card, query: CardQuery, scenarioSets: ReadonlySet<string>): boolean {
  if (query.exclude?.includes(card.code)) return false;
  if (query.source === 'scenario' && !(card.encounter_code && scenarioSets.has(card.encounter_code))) return false;
  // `deck`: a card of an investigator's deck, a player card (The Plan: „Gather the facedown assets
  // from beneath Casino Floor … the names of each gathered asset“), never a story asset.
  if (query.source === 'deck' && card.encounter_code) return false;
  if (query.traits?.length && !query.traits.some((trait) => traitsOf(card).includes(trait.toLowerCase()))) return false;
  if (query.types?.length && !query.types.includes(card.type_code)) return false;
  if (query.unique && !card.is_unique) return false;
  if (query.vengeance && !card.vengeance) return false;
  return true;
}

/** The encounter sets a scenario's steps gather (its `encounter_sets` steps). */
export function scenarioEncounterSets(scenario: Record<string, unknown> | undefined): Set<string> {
  const steps = Array.isArray(scenario?.steps) ? scenario.steps.filter(isRaw) : [];
  return new Set(steps.flatMap((step) => (Array.isArray(step.encounter_sets) ? step.encounter_sets.map(String) : [])));
}

/** The cards a query picks from the pool (originals only), in card-number order. */
export function cardQueryCandidates(
  queries: readonly CardQuery[],
  cards: readonly Card[],
  scenarioSets: ReadonlySet<string>,
): string[] {
  const picked = cards.filter(
    (card) => !card.duplicate_of && queries.some((query) => matches(card, query, scenarioSets)),
  );
  return [...new Set(picked.map((card) => card.code))].sort();
}

/** The prompt with the cards its query stands for, when it names none itself. */
export function withQueriedCards(prompt: Prompt, cards: readonly Card[], scenarioSets: ReadonlySet<string>): Prompt {
  if (prompt.cards || !prompt.cardQuery?.length) return prompt;
  return { ...prompt, cards: cardQueryCandidates(prompt.cardQuery, cards, scenarioSets) };
}
